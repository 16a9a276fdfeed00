import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PasskeyStanding } from '@quorum/domain';
import { isSuspendedRefusal, SUSPENDED_STATE } from './suspension';

export interface AuthUser {
  email: string;
  name: string | null;
  role: string;
  allRoles: string[];
  state: string | null;
  status: string | null;
  memberType: string | null;
  memberId: string | null;
  /**
   * Where an admin's session stands with the passkey rules: 'setup' (no passkey yet) and 'confirm'
   * (no confirmation in the last 12 hours) act as a member until the admin adds or uses one.
   */
  passkeyStanding: PasskeyStanding;
  /** When the admin's confirmation runs out (ISO), while the standing is 'confirmed'. */
  confirmedUntil: string | null;
}

/** The sign-in state machine: logged in means an email is known. */
export type AuthStatus = 'initialising' | 'signedOut' | 'requestingLink' | 'linkSent' | 'signingIn' | 'signedIn' | 'signingOut';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The address a sign-in link was sent to, for the 'check your email' step and the code form. */
  pendingEmail: string | null;
  error: string | null;
  /** This browser can use passkeys (known from start-up): the sign-in page and the profile offer them only then. */
  passkeysSupported?: boolean;
}

const initialState: AuthState = { status: 'initialising', user: null, pendingEmail: null, error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    appStarted: (state) => {
      state.status = 'initialising';
    },
    sessionRestored: (state, action: PayloadAction<AuthUser>) => {
      state.status = 'signedIn';
      state.user = action.payload;
      state.error = null;
    },
    passkeySupportKnown: (state, action: PayloadAction<boolean>) => {
      state.passkeysSupported = action.payload;
    },
    /** The session's standing after a step-up, a new passkey or a recovery (the API's session answer). */
    passkeyStandingChanged: (state, action: PayloadAction<Pick<AuthUser, 'passkeyStanding' | 'confirmedUntil'>>) => {
      if (state.user) Object.assign(state.user, action.payload);
    },
    sessionNotFound: (state) => {
      state.status = 'signedOut';
      state.user = null;
    },
    signInLinkRequested: (state, action: PayloadAction<{ email: string }>) => {
      state.status = 'requestingLink';
      state.pendingEmail = action.payload.email;
      state.error = null;
    },
    signInLinkSent: (state) => {
      state.status = 'linkSent';
    },
    signInSubmitted: (state, _action: PayloadAction<{ didToken: string; email?: string }>) => {
      state.status = 'signingIn';
      state.error = null;
    },
    /** "Sign in with a passkey": the browser's prompt, then the API. */
    passkeySignInRequested: (state) => {
      state.status = 'signingIn';
      state.pendingEmail = null;
      state.error = null;
    },
    signedIn: (state, action: PayloadAction<AuthUser>) => {
      state.status = 'signedIn';
      state.user = action.payload;
      state.pendingEmail = null;
      state.error = null;
    },
    signInFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = state.pendingEmail ? 'linkSent' : 'signedOut';
      state.error = action.payload.message;
    },
    signInRestarted: (state) => {
      state.status = 'signedOut';
      state.pendingEmail = null;
      state.error = null;
    },
    signOutRequested: (state) => {
      state.status = 'signingOut';
    },
    // What the browser can do outlives the session.
    signedOut: (state) => ({ ...initialState, status: 'signedOut' as const, passkeysSupported: state.passkeysSupported }),
  },
  extraReducers: (builder) => {
    // The API paused this member's access after the session began: the shell says so from now on.
    builder.addMatcher(isSuspendedRefusal, (state) => {
      if (state.user) state.user.state = SUSPENDED_STATE;
    });
  },
});

export const {
  appStarted,
  sessionRestored,
  sessionNotFound,
  passkeySupportKnown,
  passkeySignInRequested,
  passkeyStandingChanged,
  signInLinkRequested,
  signInLinkSent,
  signInSubmitted,
  signedIn,
  signInFailed,
  signInRestarted,
  signOutRequested,
  signedOut,
} = authSlice.actions;
