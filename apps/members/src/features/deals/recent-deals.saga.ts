import type { ApiResult } from '@quorum/api-client';
import { CONSTANTS, faviconDomainOf, shouldPollRecentDeals, type RecentDeal } from '@quorum/domain';
import { call, cancelled, delay, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { sessionRestored, signedIn, signedOut } from '../auth/auth.slice';
import { faviconsPrefetchRequested } from '../favicons/favicons.slice';
import type { DealsApi } from './deals.api';
import type { RootDealsState } from './deals.selectors';
import { dealsDataChanged } from './deals.slice';
import { recentDealsFailed, recentDealsLoaded, recentDealsPollingChanged, recentDealsRequested } from './recent-deals.slice';

/** A deal appeared or changed status since the last answer: the other lists are stale too. */
function changed(before: readonly RecentDeal[], after: readonly RecentDeal[]): boolean {
  const previous = new Map(before.map((deal) => [deal.reportId, deal.effectiveStatus]));
  return after.some((deal) => previous.get(deal.reportId) !== deal.effectiveStatus);
}

/**
 * Recent deals (spec 1 section 9: 5 at a time) as call → put → delay: polled every 3 s while one
 * of the two newest is pending (spec 2 section 4), and stopped as soon as none is.
 */
export function* pollRecentDeals() {
  const api: DealsApi = yield getContext('dealsApi');
  try {
    for (;;) {
      const { items: before, status }: RootDealsState['recentDeals'] = yield select((state: RootDealsState) => state.recentDeals);
      const result: ApiResult<RecentDeal[]> = yield call(api.recent, CONSTANTS.RECENT_DEALS_FETCH_LIMIT);
      if (result.ok) {
        yield put(recentDealsLoaded({ deals: result.data }));
        yield put(faviconsPrefetchRequested({ domains: result.data.map(faviconDomainOf) }));
        if (status === 'loaded' && changed(before, result.data)) yield put(dealsDataChanged());
      } else {
        yield put(recentDealsFailed());
      }
      if (!shouldPollRecentDeals(result.ok ? result.data : before)) return;
      yield put(recentDealsPollingChanged({ polling: true }));
      yield delay(CONSTANTS.RECENT_DEALS_POLL_MS);
    }
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (!wasCancelled) yield put(recentDealsPollingChanged({ polling: false }));
  }
}

/** Each request restarts the poll; signing out stops it. */
function* pollUntilSignedOut() {
  yield race({ poll: call(pollRecentDeals), signedOut: take(signedOut.type) });
}

export function* recentDealsSaga() {
  yield takeLatest(recentDealsRequested.type, pollUntilSignedOut);
  yield takeLatest([sessionRestored.type, signedIn.type], function* askOnSignIn() {
    yield put(recentDealsRequested());
  });
}
