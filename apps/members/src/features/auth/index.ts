// The sign-in feature's public API: the session's events and state, and the gates pages sit behind.
export { appStarted, authSlice, sessionRestored, signedIn, signedOut, signOutRequested, type AuthState, type AuthUser } from './auth.slice';
export { selectEmail, selectIsAdmin, selectIsNetworkMember, selectRoles, selectUser } from './auth.selectors';
export { AdminOnly, MemberOnly } from './components/role-gate';
export { RequireAuth } from './components/require-auth';
export { authSaga } from './auth.saga';
