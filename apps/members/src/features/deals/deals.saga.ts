import { debounce, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { DEAL_DATA_TAGS, quorumApi } from '../../app/quorum-api';
import { readJson, writeJson } from '../../lib/key-value-storage';
import { selectEmail, sessionRestored, signedIn } from '../auth';
import { dealsDataChanged, dealsUpdated, dealsViewed, dealsViewRecorded } from './deals.slice';

const viewedKey = (email: string) => `quorum.dealsLastViewed.${email.toLowerCase()}`;

/** The deals-updated event lights the New dot at once; the refresh waits for the burst to end. */
function* recordUpdate() {
  const { now } = yield* dependencies();
  yield put(dealsUpdated({ at: now() }));
}

/** A burst of deals-data-changed events (a vote, a finished report) refreshes the reads once. */
export const DEALS_CHANGED_DEBOUNCE_MS = 300;

/**
 * Deals-data-changed, debounced by DEALS_CHANGED_DEBOUNCE_MS: every read a deal's change can alter is stale. Those on
 * screen or held for the session are fetched afresh; the others are forgotten, so they are asked
 * for again when they open.
 */
function* refreshAfterChange() {
  yield put(quorumApi.util.invalidateTags([...DEAL_DATA_TAGS]));
}

function* recordView() {
  const email: string | null = yield select(selectEmail);
  const { now, localStore: storage } = yield* dependencies();
  const at = now();
  if (email) writeJson(storage, viewedKey(email), at);
  yield put(dealsViewRecorded({ at }));
}

function* restoreView() {
  const email: string | null = yield select(selectEmail);
  const { localStore: storage } = yield* dependencies();
  const at = email ? readJson<number>(storage, viewedKey(email)) : null;
  yield put(dealsViewRecorded({ at: typeof at === 'number' ? at : null }));
}

export function* dealsSaga() {
  yield takeEvery(dealsDataChanged.type, recordUpdate);
  yield debounce(DEALS_CHANGED_DEBOUNCE_MS, dealsDataChanged.type, refreshAfterChange);
  yield takeEvery(dealsViewed.type, recordView);
  yield takeLatest([sessionRestored.type, signedIn.type], restoreView);
}
