import { useState, type ReactNode } from 'react';
import type { Saga } from 'redux-saga';
import { useStore } from 'react-redux';
import { rootReducer, type RootReducer } from './root-reducer';

export interface LazyFeature {
  name: string;
  /** Adds the feature's slices to the root reducer (injecting twice is harmless). */
  inject: (reducer: RootReducer) => void;
  saga: Saga;
}

type StoreWithSagas = { runSaga: (saga: Saga) => unknown; startedFeatures: Set<string> };

/**
 * Adds a feature's state and saga to the running store the first time one of its pages renders,
 * so the code of pages only some members open stays out of everyone's first load.
 */
export function InjectFeature({ feature, children }: { feature: LazyFeature; children: ReactNode }) {
  const store = useStore() as unknown as StoreWithSagas;
  useState(() => {
    feature.inject(rootReducer);
    if (!store.startedFeatures.has(feature.name)) {
      store.startedFeatures.add(feature.name);
      store.runSaga(feature.saga);
    }
    return true;
  });
  return <>{children}</>;
}
