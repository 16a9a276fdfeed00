import { all } from 'redux-saga/effects';
import { authSaga, type AuthContext } from '../features/auth/auth.saga';

export type AppContext = AuthContext;

export function* rootSaga() {
  yield all([authSaga()]);
}
