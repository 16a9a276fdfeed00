import { faviconPrefetchBatches, type FaviconCacheEntry } from '../../lib/favicon-rules';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { faviconChecking, faviconFailedToLoad, faviconNeeded, faviconResolved, faviconsPrefetchRequested, type FaviconState } from './favicons.slice';

const selectEntries = (state: { favicons: FaviconState }) => state.favicons.entries;

/** Checks a domain unless it is known or being checked, so a list and a prefetch ask once. */
function* resolveOnce(domain: string) {
  const known: FaviconState['entries'] = yield select(selectEntries);
  if (known[domain] !== undefined) return;
  yield put(faviconChecking({ domain }));
  const { favicons: cache } = yield* dependencies();
  const entry: FaviconCacheEntry = yield call([cache, cache.resolve], domain);
  yield put(faviconResolved({ domain, entry }));
}

function* onNeeded(action: ReturnType<typeof faviconNeeded>) {
  yield* resolveOnce(action.payload.domain);
}

/** When a list arrives, warm up to 5 icons, 3 at a time. */
function* onPrefetch(action: ReturnType<typeof faviconsPrefetchRequested>) {
  const known: FaviconState['entries'] = yield select(selectEntries);
  const missing = action.payload.domains.filter((domain) => domain !== undefined && known[domain] === undefined);
  for (const batch of faviconPrefetchBatches(missing)) {
    yield all(batch.map((domain) => call(resolveOnce, domain)));
  }
}

function* onFailedToLoad(action: ReturnType<typeof faviconFailedToLoad>) {
  const { favicons: cache } = yield* dependencies();
  yield call([cache, cache.markInvalid], action.payload.domain);
}

export function* faviconsSaga() {
  yield takeEvery(faviconNeeded.type, onNeeded);
  yield takeEvery(faviconsPrefetchRequested.type, onPrefetch);
  yield takeEvery(faviconFailedToLoad.type, onFailedToLoad);
}
