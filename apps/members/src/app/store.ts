import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth/auth.slice';
import { rootSaga, type AppContext } from './root-saga';

const rootReducer = combineReducers({ [authSlice.name]: authSlice.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app (and per test), with the outside world handed to the sagas as context. */
export function createAppStore(context: AppContext, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
