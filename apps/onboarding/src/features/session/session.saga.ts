import { all, call, put, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { fetchSignedIn, logOut } from './session.api';
import { sessionActions } from './session.slice';

export function* checkSession() {
  const deps: AppDependencies = yield* dependencies();
  const signedIn: boolean = yield call(fetchSignedIn, deps.api);
  yield put(signedIn ? sessionActions.sessionFound() : sessionActions.sessionMissing());
}

/** Logout clears the session and goes to /login (a page of the members app). */
export function* logout() {
  const deps: AppDependencies = yield* dependencies();
  yield call(logOut, deps.api);
  deps.leave(paths.login);
}

export function* sessionSaga() {
  yield all([takeLeading(sessionActions.sessionCheckRequested, checkSession), takeLeading(sessionActions.logoutRequested, logout)]);
}
