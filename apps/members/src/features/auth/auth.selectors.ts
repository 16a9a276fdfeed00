import { createSelector } from '@reduxjs/toolkit';
import { showsAdminItems } from '../../lib/menus';
import type { AuthState } from './auth.slice';
import { SUSPENDED_STATE } from './suspension';

type WithAuth = { auth: AuthState };

export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectEmail = (state: WithAuth) => state.auth.user?.email ?? null;
export const selectIsInitialising = (state: WithAuth) => state.auth.status === 'initialising';
/** role and allRoles together; memoised so components re-render only when the user changes. */
export const selectRoles = createSelector([(state: WithAuth) => state.auth.user], (user): string[] => (user ? [user.role, ...user.allRoles] : []));
/** Role admin sees the admin pages; superuser alone has no visible effect. */
export const selectIsAdmin = (state: WithAuth) => showsAdminItems(selectRoles(state));
export const selectIsNetworkMember = (state: WithAuth) => selectRoles(state).includes('network_member');
/** A true screening match paused this member's access: no page of theirs loads until an admin reactivates them. */
export const selectIsSuspended = (state: WithAuth) => state.auth.user?.state === SUSPENDED_STATE;
/** This browser can use passkeys (start-up asked it). */
export const selectPasskeysSupported = (state: WithAuth) => state.auth.passkeysSupported === true;
/** Where an admin's session stands with the passkey rules ('none' for everyone else, and before sign-in). */
export const selectPasskeyStanding = (state: WithAuth) => state.auth.user?.passkeyStanding ?? 'none';
