import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { wizardActions } from '../features/wizard';
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
        // Picked files travel in this one event to the saga that stores them; the state never holds them.
        serializableCheck: { ignoredActions: [wizardActions.filesPicked.type] },
      }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga);
  return { store, task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
