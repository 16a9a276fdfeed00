import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { initialsStorageKey, profileSlice, type ProfileState } from '../features/profile/profile.slice';
import { restoreShellState } from '../features/shell/shell.saga';
import { readJson } from '../lib/key-value-storage';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga, type AppContext } from './root-saga';

export type { RootState };

/**
 * One store per app (and per test), with the outside world handed to the sagas as context. What
 * this tab remembers (the open menus, the favicons checked this week) is read in before the
 * first render, so nothing flickers.
 */
export function createAppStore(context: AppContext, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  const remembered: Partial<RootState> = {
    shell: restoreShellState(context.sessionStore),
    favicons: { entries: context.favicons.fresh() },
    profile: { ...profileSlice.getInitialState(), cachedInitials: readJson<ProfileState['cachedInitials']>(context.sessionStore, initialsStorageKey) },
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...remembered, ...preloadedState },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, {
    sagaTask: task,
    /** For features loaded with their pages (app/lazy-feature.tsx). */
    runSaga: (saga: Saga) => sagaMiddleware.run(saga),
    startedFeatures: new Set<string>(),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
