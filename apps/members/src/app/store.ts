import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { stepUpRequired } from '../features/auth';
import { initialsStorageKey, profileSlice, type ProfileState } from '../features/profile';
import { restoreShellState } from '../features/shell';
import { readJson } from '../lib/key-value-storage';
import { quorumApi } from './quorum-api';
import { rootReducer, type RootState } from './root-reducer';
import { DEPENDENCIES, type AppDependencies } from './dependencies';
import { rootSaga } from './root-saga';

export type { RootState };

/**
 * One store per app (and per test). Its sagas (as saga context, read with `dependencies()`) and
 * its read layer (as the thunk extra argument) reach the outside world through one object. What
 * this tab remembers (the open menus, the favicons checked this week) is read in before the
 * first render, so nothing flickers.
 */
export function createAppStore(deps: AppDependencies, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { [DEPENDENCIES]: deps } });
  const remembered: Partial<RootState> = {
    shell: restoreShellState(deps.sessionStore),
    favicons: { entries: deps.favicons.fresh() },
    profile: { ...profileSlice.getInitialState(), cachedInitials: readJson<ProfileState['cachedInitials']>(deps.sessionStore, initialsStorageKey) },
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...remembered, ...preloadedState },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: deps } }).concat(quorumApi.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga);
  deps.stepUp.attach((message) => store.dispatch(stepUpRequired({ message })));
  return Object.assign(store, {
    sagaTask: task,
    /** For features loaded with their pages (app/lazy-feature.tsx). */
    runSaga: (saga: Saga) => sagaMiddleware.run(saga),
    startedFeatures: new Set<string>(),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
