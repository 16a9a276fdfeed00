export { sessionActions, sessionReducer, selectSessionStatus, type SessionState } from './session.slice';
export { sessionSaga } from './session.saga';
export { SessionTopBar } from './components/session-top-bar';
