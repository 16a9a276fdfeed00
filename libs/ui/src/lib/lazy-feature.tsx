import { useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';

/** A feature that arrives with a lazily loaded page: how its slices join the root reducer, and its saga. */
export interface LazyFeature<RootReducer> {
  name: string;
  /** Adds the feature's slices to the root reducer (`combineSlices(...).inject`; injecting twice is harmless). */
  inject: (reducer: RootReducer) => void;
  saga: Saga;
}

/** What a store offers lazy features: a way to run their sagas, and which features it started. */
export interface LazyFeatureStore {
  runSaga: (saga: Saga) => unknown;
  startedFeatures: Set<string>;
}

/**
 * The component that adds a feature's state and saga to the running store the first time one of
 * its pages renders, before anything on the page reads that state, so the code of pages only some
 * people open stays out of everyone's first load. The saga starts once per store however often the
 * page renders. Each app binds it to its root reducer once, in its app/lazy-feature.tsx.
 */
export function createInjectFeature<RootReducer>(rootReducer: RootReducer) {
  return function InjectFeature({ feature, children }: { feature: LazyFeature<RootReducer>; children: ReactNode }) {
    const store = useStore() as unknown as LazyFeatureStore;
    // A state initialiser runs during this first render, before the children read the state.
    useState(() => {
      feature.inject(rootReducer);
      if (!store.startedFeatures.has(feature.name)) {
        store.startedFeatures.add(feature.name);
        store.runSaga(feature.saga);
      }
      return true;
    });
    return <>{children}</>;
  };
}
