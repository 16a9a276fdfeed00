import type { AuthState } from './auth.slice';

type WithAuth = { auth: AuthState };

export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectEmail = (state: WithAuth) => state.auth.user?.email ?? null;
export const selectIsInitialising = (state: WithAuth) => state.auth.status === 'initialising';
export const selectRoles = (state: WithAuth): string[] => (state.auth.user ? [state.auth.user.role, ...state.auth.user.allRoles] : []);
export const selectIsAdmin = (state: WithAuth) => selectRoles(state).some((role) => role === 'admin' || role === 'superuser');
export const selectIsNetworkMember = (state: WithAuth) => selectRoles(state).includes('network_member');
