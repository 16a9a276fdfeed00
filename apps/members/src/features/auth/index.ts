// The sign-in feature's public API: the session's events and state, and the gates pages sit behind.
export { appStarted, authSlice, sessionRestored, signedIn, signedOut, signOutRequested, type AuthState, type AuthUser } from './auth.slice';
export { selectEmail, selectIsAdmin, selectPasskeyStanding, selectIsNetworkMember, selectIsSuspended, selectPasskeysSupported, selectRoles, selectUser } from './auth.selectors';
export { AdminOnly, MemberOnly } from './components/role-gate';
export { RequireAuth } from './components/require-auth';
export { authSaga } from './auth.saga';
// What app/ wires into the saga dependencies (app/create-context.ts).
export { createAuthStorage, type AuthStorage } from './auth-storage';
export { createEmbeddedProvider } from './identity/embedded-provider';
export { createMagicProvider } from './identity/magic-provider';
export type { IdentityProvider } from './identity/identity-provider';
// Passkeys: the browser's prompts (wired by app/), and the step-up other features' sagas run before a guarded write.
export { browserWebauthn, CEREMONY_MESSAGES, failureOf, type Ceremony, type Webauthn } from './webauthn';
export { confirmItIsYou, type Confirmation } from './confirm-it-is-you';
// Admins' passkey steps: the client that waits for a step-up (wired by app/), its dialog's actions.
export { createStepUp, passkeyRefusalOf, withStepUp, type StepUp } from './step-up';
export { selectStepUp, stepUpRequired, stepUpSlice } from './step-up.slice';
export { refreshPasskeyStanding } from './step-up.saga';
export { StepUpModal } from './components/step-up-modal';
