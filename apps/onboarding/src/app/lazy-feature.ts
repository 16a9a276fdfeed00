import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { reducers } from './root-reducer';
import type { AppStore } from './store';

/** A feature that arrives with a lazily loaded page: its state under `name`, and its saga. */
export interface LazyFeature {
  name: string;
  reducer: Reducer;
  saga: Saga;
}

// Per store, so each test's store gets the feature once, however often its page renders.
const started = new WeakMap<AppStore, Set<string>>();

/**
 * Adds a feature's state and saga to the running store, the first time its page renders (before
 * anything on that page reads the state), so its code stays out of /apply's first load.
 */
export function injectFeature(store: AppStore, feature: LazyFeature): void {
  const names = started.get(store) ?? new Set<string>();
  started.set(store, names);
  if (names.has(feature.name)) return;
  names.add(feature.name);
  // The store's type knows only /apply's state; the feature's selectors type their own slice.
  store.replaceReducer(combineReducers({ ...reducers, [feature.name]: feature.reducer }) as unknown as Parameters<AppStore['replaceReducer']>[0]);
  store.runSaga(feature.saga);
}
