import { PREFETCHED_ROUTES } from '../config/paths';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import { dependencies } from './dependencies';
import { selectIsNetworkMember, selectIsSuspended, sessionRestored, signedIn, signedOut } from '../features/auth';
import { dealsQueries, submissionCountRequested } from '../features/deals';
import { allModalsClosed } from '../features/modals';
import { menusClosed } from '../features/shell';
import { liveEventsQueries } from './live-events';
import { quorumApi } from './quorum-api';

/** A read the session keeps: the subscription that holds its answer in the cache and refreshes it. */
type HeldRead = { unsubscribe: () => void };

/**
 * /deals, /deals/portfolio, /member/profile and /deals/submissions are prefetched, code and
 * data, once signed in. Network members cannot open the deal list or the portfolio (the API
 * refuses them), so only their own pages are warmed. The deal list (the New dot reads it) and
 * the member's submissions (the menu's count) are held until sign-out, so every change of a deal
 * refreshes them. A member whose access screening paused gets nothing warmed.
 */
function* prefetch() {
  // A suspended member's every read would be refused: nothing to warm.
  const suspended: boolean = yield select(selectIsSuspended);
  if (suspended) return;
  const isNetworkMember: boolean = yield select(selectIsNetworkMember);
  const { whenIdle, prefetchRoute } = yield* dependencies();
  yield put(submissionCountRequested());
  yield call(whenIdle);
  const routes = PREFETCHED_ROUTES.filter((path) => !isNetworkMember || (path !== '/deals' && path !== '/deals/portfolio'));
  for (const path of routes) prefetchRoute(path);
  const held: HeldRead[] = [];
  try {
    if (!isNetworkMember) {
      held.push(yield put(dealsQueries.endpoints.getDeals.initiate(undefined) as unknown as UnknownAction));
      yield put(dealsQueries.util.prefetch('getPortfolio', undefined, {}) as unknown as UnknownAction);
    }
    held.push(yield put(dealsQueries.endpoints.getSubmissions.initiate(undefined) as unknown as UnknownAction));
    // The member's live stream: a review of theirs that ends refreshes the lists at once (app/live-events.ts).
    held.push(yield put(liveEventsQueries.endpoints.getMemberEvents.initiate(undefined) as unknown as UnknownAction));
    yield take(signedOut.type);
  } finally {
    // Signed out, or signed in again (a new prefetch takes over): the reads are let go.
    for (const read of held) read.unsubscribe();
  }
}

/** Logout clears the state (each slice resets itself) and every cached answer, those kept for conditional reads too. */
function* forget() {
  const { submissionCount, conditionalReads } = yield* dependencies();
  submissionCount.clear();
  conditionalReads.forget();
  yield put(quorumApi.util.resetApiState());
  yield put(allModalsClosed());
  yield put(menusClosed());
}

export function* sessionSaga() {
  yield takeLatest([sessionRestored.type, signedIn.type], prefetch);
  yield takeLatest(signedOut.type, forget);
}
