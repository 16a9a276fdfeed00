import { CONSTANTS, faviconDomainOf } from '@quorum/domain';
import type { ApiResult } from '@quorum/api-client';
import { call, debounce, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../lib/api-result';
import { readJson, writeJson, type KeyValueStorage } from '../../lib/key-value-storage';
import { selectEmail, selectIsNetworkMember } from '../auth/auth.selectors';
import { sessionRestored, signedIn } from '../auth/auth.slice';
import { faviconsPrefetchRequested } from '../favicons/favicons.slice';
import type { DealsApi, DealsPage } from './deals.api';
import { DEALS_FAILED, EMAIL_REQUIRED } from './deals-context';
import type { RootDealsState } from './deals.selectors';
import {
  dealsDataChanged,
  dealsLoaded,
  dealsLoadFailed,
  dealsRequested,
  dealsUpdated,
  dealsViewed,
  dealsViewRecorded,
  moreDealsFailed,
  moreDealsLoaded,
  moreDealsRequested,
} from './deals.slice';
import { portfolioRequested } from './portfolio.slice';
import { recentDealsRequested } from './recent-deals.slice';
import { submissionsRequested } from './submissions.slice';

const viewedKey = (email: string) => `quorum.dealsLastViewed.${email.toLowerCase()}`;

/**
 * The deals service (spec 1 sections 7 and 9): a load within 5 minutes of the last one is
 * skipped unless forced; a forced load also skips the client cache. No email, no load.
 */
function* loadDeals(action: ReturnType<typeof dealsRequested>) {
  const email: string | null = yield select(selectEmail);
  if (!email) {
    yield put(dealsLoadFailed({ message: EMAIL_REQUIRED }));
    return;
  }
  const now: () => number = yield getContext('now');
  const force = action.payload?.force ?? false;
  const { status, fetchedAt }: RootDealsState['deals'] = yield select((state: RootDealsState) => state.deals);
  if (!force && status === 'loaded' && fetchedAt !== null && now() - fetchedAt < CONSTANTS.DEALS_REFRESH_THROTTLE_MS) return;

  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<DealsPage> = yield call(api.page, { fresh: force });
  if (!result.ok) {
    yield put(dealsLoadFailed({ message: failureMessage(result, DEALS_FAILED) }));
    return;
  }
  yield put(dealsLoaded({ ...result.data, at: now() }));
  yield put(faviconsPrefetchRequested({ domains: result.data.deals.map(faviconDomainOf) }));
}

function* loadMoreDeals() {
  const api: DealsApi = yield getContext('dealsApi');
  const cursor: string | null = yield select((state: RootDealsState) => state.deals.nextCursor);
  if (!cursor) return;
  const result: ApiResult<DealsPage> = yield call(api.page, { cursor });
  if (result.ok) yield put(moreDealsLoaded(result.data));
  else yield put(moreDealsFailed({ message: failureMessage(result, DEALS_FAILED) }));
}

/** The deals-updated event lights the New dot at once; the refresh waits for the burst to end. */
function* recordUpdate() {
  const now: () => number = yield getContext('now');
  yield put(dealsUpdated({ at: now() }));
}

/** Deals-data-changed, debounced 300 ms: every list already shown is fetched afresh. */
function* refreshAfterChange() {
  const isNetworkMember: boolean = yield select(selectIsNetworkMember);
  const state: RootDealsState = yield select();
  if (!isNetworkMember && state.deals.status !== 'idle') yield put(dealsRequested({ force: true }));
  if (!isNetworkMember && state.portfolio.status !== 'idle') yield put(portfolioRequested({ force: true }));
  yield put(submissionsRequested({ force: true }));
  yield put(recentDealsRequested());
}

function* recordView() {
  const email: string | null = yield select(selectEmail);
  const now: () => number = yield getContext('now');
  const storage: KeyValueStorage = yield getContext('localStore');
  const at = now();
  if (email) writeJson(storage, viewedKey(email), at);
  yield put(dealsViewRecorded({ at }));
}

function* restoreView() {
  const email: string | null = yield select(selectEmail);
  const storage: KeyValueStorage = yield getContext('localStore');
  const at = email ? readJson<number>(storage, viewedKey(email)) : null;
  yield put(dealsViewRecorded({ at: typeof at === 'number' ? at : null }));
}

export function* dealsSaga() {
  yield takeLatest(dealsRequested.type, loadDeals);
  yield takeLeading(moreDealsRequested.type, loadMoreDeals);
  yield takeEvery(dealsDataChanged.type, recordUpdate);
  yield debounce(CONSTANTS.DEALS_CHANGED_DEBOUNCE_MS, dealsDataChanged.type, refreshAfterChange);
  yield takeEvery(dealsViewed.type, recordView);
  yield takeLatest([sessionRestored.type, signedIn.type], restoreView);
}
