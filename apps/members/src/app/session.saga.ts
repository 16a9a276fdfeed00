import type { CachingApiClient, SubmissionCountCache } from '@quorum/api-client';
import { PREFETCHED_ROUTES } from '@quorum/domain';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { selectIsNetworkMember } from '../features/auth/auth.selectors';
import { sessionRestored, signedIn, signedOut } from '../features/auth/auth.slice';
import { dealsRequested } from '../features/deals/deals.slice';
import { portfolioRequested } from '../features/deals/portfolio.slice';
import { submissionCountRequested, submissionsRequested } from '../features/deals/submissions.slice';
import { allModalsClosed } from '../features/modals/modals.slice';
import { menusClosed } from '../features/shell/shell.slice';

/** What signing in and out need beyond the auth flow: prefetching and forgetting. */
export interface SessionContext {
  api: CachingApiClient;
  submissionCount: SubmissionCountCache;
  /** Resolves once the page has loaded and the browser is idle, so prefetching never competes with the first paint. */
  whenIdle: () => Promise<void>;
  /** Loads the code of a route (its lazy module) without showing it. */
  prefetchRoute: (path: string) => void;
}

/**
 * Spec 1 section 2: /deals, /deals/portfolio, /member/profile and /deals/submissions are
 * prefetched, code and data, once signed in. Network members cannot open the deal list or the
 * portfolio (the API refuses them), so only their own pages are warmed.
 */
function* prefetch() {
  const isNetworkMember: boolean = yield select(selectIsNetworkMember);
  const whenIdle: () => Promise<void> = yield getContext('whenIdle');
  const prefetchRoute: (path: string) => void = yield getContext('prefetchRoute');
  yield put(submissionCountRequested());
  yield call(whenIdle);
  const routes = PREFETCHED_ROUTES.filter((path) => !isNetworkMember || (path !== '/deals' && path !== '/deals/portfolio'));
  for (const path of routes) prefetchRoute(path);
  if (!isNetworkMember) {
    yield put(dealsRequested());
    yield put(portfolioRequested());
  }
  yield put(submissionsRequested());
}

/** Logout clears the state (each slice resets itself) and every cached answer (spec 1 section 4). */
function* forget() {
  const api: CachingApiClient = yield getContext('api');
  const submissionCount: SubmissionCountCache = yield getContext('submissionCount');
  api.invalidate();
  submissionCount.clear();
  yield put(allModalsClosed());
  yield put(menusClosed());
}

export function* sessionSaga() {
  yield takeLatest([sessionRestored.type, signedIn.type], prefetch);
  yield takeLatest(signedOut.type, forget);
}
