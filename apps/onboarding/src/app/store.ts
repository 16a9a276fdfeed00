import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { DEPENDENCIES, type AppDependencies } from '../lib/dependencies';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/** The store with its sagas running; the dependencies reach every saga through the saga context. */
export function createAppStore(deps: AppDependencies, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { [DEPENDENCIES]: deps } });
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // Picked files travel in the events that hand them to a saga (the wizard's and the re-upload
        // page's filesPicked); the state never holds them.
        serializableCheck: { ignoredActionPaths: ['payload.files'] },
      }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga);
  // A page loaded later brings its own saga (app/lazy-feature.tsx), run with the same dependencies.
  return { store: Object.assign(store, { runSaga: sagaMiddleware.run, startedFeatures: new Set<string>() }), task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
