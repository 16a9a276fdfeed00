import type { ApiResult } from '@quorum/api-client';
import { countOwnSubmissions, type DealListItem } from '@quorum/domain';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { selectEmail } from '../auth';
import { notificationActions } from '../notifications';
import { deleteReports } from './deals.api';
import { dealsQueries } from './deals.queries';
import { dealsDataChanged } from './deals.slice';
import { submissionCountKnown, submissionCountRequested, submissionDeleteConfirmed, submissionDeleteFailed, submissionsDeleted } from './submissions.slice';

const submissions = dealsQueries.endpoints.getSubmissions;

/** Only the member's own entries count, and the count is cached 5 minutes. */
function* rememberCount(action: UnknownAction) {
  if (!submissions.matchFulfilled(action)) return;
  const email: string | null = yield select(selectEmail);
  const { submissionCount: cache } = yield* dependencies();
  if (!email) return;
  const count = countOwnSubmissions(action.payload, email);
  cache.set(email, count);
  yield put(submissionCountKnown({ count }));
}

/** The menu's count: this tab's copy under 5 minutes old, else the member's list asked afresh. */
function* loadCount() {
  const email: string | null = yield select(selectEmail);
  const { submissionCount: cache } = yield* dependencies();
  const cached = email ? cache.get(email) : null;
  if (cached !== null) {
    yield put(submissionCountKnown({ count: cached }));
    return;
  }
  yield put(dealsQueries.util.prefetch('getSubmissions', undefined, { force: true }) as unknown as UnknownAction);
}

const without = (ids: string[]) => (deals: DealListItem[]) => deals.filter((deal) => !ids.includes(deal.reportId));

/** A member deletes their own submissions (DELETE /api/report) after confirming. */
function* deleteSubmissions(action: ReturnType<typeof submissionDeleteConfirmed>) {
  const { ids } = action.payload;
  const { api, deletedReportIds, submissionCount: cache } = yield* dependencies();
  const result: ApiResult<string[]> = yield call(deleteReports, api, deletedReportIds, ids);
  if (!result.ok) {
    yield put(submissionDeleteFailed(action.payload));
    yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
    return;
  }
  cache.clear();
  yield put(submissionsDeleted({ ids }));
  // The lists drop the deals at once; the refresh after deals-data-changed confirms it.
  yield put(dealsQueries.util.updateQueryData('getSubmissions', undefined, without(ids)) as unknown as UnknownAction);
  yield put(
    dealsQueries.util.updateQueryData('getDeals', undefined, (data) => {
      for (const page of data.pages) page.deals = without(ids)(page.deals);
    }) as unknown as UnknownAction,
  );
  yield put(notificationActions.toastShown({ message: ids.length === 1 ? 'Deal deleted' : `${ids.length} deals deleted`, variant: 'success' }));
  yield put(dealsDataChanged());
}

export function* submissionsSaga() {
  yield takeEvery((action: unknown) => submissions.matchFulfilled(action as UnknownAction), rememberCount);
  yield takeLatest(submissionCountRequested.type, loadCount);
  yield takeEvery(submissionDeleteConfirmed.type, deleteSubmissions);
}
