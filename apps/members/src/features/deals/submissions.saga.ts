import type { ApiResult, SubmissionCountCache } from '@quorum/api-client';
import { countOwnSubmissions, faviconDomainOf, type DealListItem } from '@quorum/domain';
import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { failureMessage } from '../../lib/api-result';
import { selectEmail } from '../auth/auth.selectors';
import { faviconsPrefetchRequested } from '../favicons/favicons.slice';
import { toastShown } from '../toasts/toasts.slice';
import type { DealsApi } from './deals.api';
import { DEALS_FAILED } from './deals-context';
import { dealsDataChanged, dealsRemoved } from './deals.slice';
import {
  submissionCountKnown,
  submissionCountRequested,
  submissionDeleteConfirmed,
  submissionDeleteFailed,
  submissionsDeleted,
  submissionsLoaded,
  submissionsLoadFailed,
  submissionsRequested,
} from './submissions.slice';

/** Only the member's own entries count (spec 2 section 6), and the count is cached 5 minutes. */
function* rememberCount(deals: DealListItem[]) {
  const email: string | null = yield select(selectEmail);
  const cache: SubmissionCountCache = yield getContext('submissionCount');
  if (!email) return;
  const count = countOwnSubmissions(deals, email);
  cache.set(email, count);
  yield put(submissionCountKnown({ count }));
}

function* loadSubmissions(action: ReturnType<typeof submissionsRequested>) {
  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<DealListItem[]> = yield call(api.submissions, action.payload?.force ?? false);
  if (!result.ok) {
    yield put(submissionsLoadFailed({ message: failureMessage(result, DEALS_FAILED) }));
    return;
  }
  yield put(submissionsLoaded({ deals: result.data }));
  yield* rememberCount(result.data);
  yield put(faviconsPrefetchRequested({ domains: result.data.map(faviconDomainOf) }));
}

function* loadCount() {
  const email: string | null = yield select(selectEmail);
  const cache: SubmissionCountCache = yield getContext('submissionCount');
  const cached = email ? cache.get(email) : null;
  if (cached !== null) {
    yield put(submissionCountKnown({ count: cached }));
    return;
  }
  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<DealListItem[]> = yield call(api.submissions, false);
  if (result.ok) yield* rememberCount(result.data);
}

/** A member deletes their own submissions (DELETE /api/report) after confirming. */
function* deleteSubmissions(action: ReturnType<typeof submissionDeleteConfirmed>) {
  const api: DealsApi = yield getContext('dealsApi');
  const cache: SubmissionCountCache = yield getContext('submissionCount');
  const result: ApiResult<string[]> = yield call(api.remove, action.payload.ids);
  if (!result.ok) {
    yield put(submissionDeleteFailed(action.payload));
    yield put(toastShown(result.error, 'destructive'));
    return;
  }
  cache.clear();
  yield put(submissionsDeleted({ ids: action.payload.ids }));
  yield put(dealsRemoved({ ids: action.payload.ids }));
  yield put(toastShown(action.payload.ids.length === 1 ? 'Deal deleted' : `${action.payload.ids.length} deals deleted`, 'success'));
  yield put(dealsDataChanged());
}

export function* submissionsSaga() {
  yield takeLatest(submissionsRequested.type, loadSubmissions);
  yield takeLatest(submissionCountRequested.type, loadCount);
  yield takeEvery(submissionDeleteConfirmed.type, deleteSubmissions);
}
