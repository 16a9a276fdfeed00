import { CONSTANTS, shouldPollRecentDeals, type RecentDeal } from '@quorum/domain';
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import { sessionRestored, signedIn, signedOut } from '../auth';
import { dealsQueries } from './deals.queries';
import { dealsDataChanged, recentDealsPollingChanged, recentDealsRequested } from './deals.slice';

const recentDeals = dealsQueries.endpoints.getRecentDeals;
type RecentSubscription = ReturnType<ReturnType<typeof recentDeals.initiate>>;

/** A deal appeared or changed status since the last answer: the other lists are stale too. */
function changed(before: readonly RecentDeal[], after: readonly RecentDeal[]): boolean {
  const previous = new Map(before.map((deal) => [deal.reportId, deal.effectiveStatus]));
  return after.some((deal) => previous.get(deal.reportId) !== deal.effectiveStatus);
}

/** An answer of the server: a fetch skipped because one is in flight or cached is none. */
const isRecentAnswer = (action: unknown) => {
  const answer = action as UnknownAction;
  return recentDeals.matchFulfilled(answer) || (recentDeals.matchRejected(answer) && !answer.meta.condition);
};

/**
 * Recent deals (5 at a time), held for the session: after each answer the subscription polls every
 * 3 s while one of the two newest is pending, and stops polling as soon as none is. A status that
 * changed between two answers is a deals-data-changed event.
 */
export function* watchRecentDeals() {
  const subscription: RecentSubscription = yield put(recentDeals.initiate(undefined) as unknown as UnknownAction);
  let before: RecentDeal[] | null = null;
  try {
    for (;;) {
      const answer: UnknownAction = yield take(isRecentAnswer);
      const deals = recentDeals.matchFulfilled(answer) ? answer.payload : null;
      if (deals && before && changed(before, deals)) yield put(dealsDataChanged());
      if (deals) before = deals;
      const polling = shouldPollRecentDeals(before ?? []);
      subscription.updateSubscriptionOptions({ pollingInterval: polling ? CONSTANTS.RECENT_DEALS_POLL_MS : 0 });
      yield put(recentDealsPollingChanged({ polling }));
    }
  } finally {
    subscription.unsubscribe();
  }
}

/** Each request restarts the watch; signing out ends it. */
function* watchUntilSignedOut() {
  yield race({ watch: call(watchRecentDeals), signedOut: take(signedOut.type) });
}

export function* recentDealsSaga() {
  yield takeLatest(recentDealsRequested.type, watchUntilSignedOut);
  yield takeLatest([sessionRestored.type, signedIn.type], function* askOnSignIn() {
    yield put(recentDealsRequested());
  });
}
