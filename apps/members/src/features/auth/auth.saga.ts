import { PASSKEY_MESSAGES, type AuthResponse, type PasskeyAuthenticationResponse, type PasskeyCeremonyResponse } from '@quorum/domain';
import type { ApiResult } from '@quorum/api-client';
import { call, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { paths } from '../../config/paths';
import { isMobileBrowser } from './auth-storage';
import { failureMessage } from '../../lib/api-result';
import { fetchSession, logIn, validateToken } from './auth.api';
import { passkeySignIn, passkeySignInOptions } from './passkeys.api';
import { stepUpSaga } from './step-up.saga';
import { CEREMONY_MESSAGES, type Ceremony } from './webauthn';
import {
  appStarted,
  passkeySignInRequested,
  passkeySupportKnown,
  sessionNotFound,
  sessionRestored,
  signedIn,
  signedOut,
  signInFailed,
  signInLinkRequested,
  signInLinkSent,
  signInSubmitted,
  signOutRequested,
  type AuthUser,
} from './auth.slice';
import { LOGIN_FAILED, NO_TOKEN, type IdentityProvider } from './identity/identity-provider';

type SuccessfulAuth = Extract<AuthResponse, { success: true }>;

function userFrom(auth: SuccessfulAuth): AuthUser {
  return {
    email: auth.email,
    name: auth.name,
    role: auth.role,
    allRoles: auth.allRoles,
    state: auth.state,
    status: auth.status,
    memberType: auth.memberType,
    memberId: auth.memberId,
    passkeyStanding: auth.passkeyStanding,
    confirmedUntil: auth.confirmedUntil,
  };
}

const successOf = (result: ApiResult<AuthResponse>): SuccessfulAuth | null => (result.ok && result.data.success ? result.data : null);

/**
 * Start-up: on a mobile browser the stored mobile token first; then the stored
 * state (valid 30 days), dropped when the provider says logged out; then the session check.
 * Every failure falls through to the next method.
 */
export function* startupSaga() {
  const { api, identity, authStorage: storage, userAgent, webauthn } = yield* dependencies();
  yield put(passkeySupportKnown(webauthn.supported));

  const mobileToken = storage.readMobileToken();
  if (mobileToken && isMobileBrowser(userAgent)) {
    const validated: SuccessfulAuth | null = successOf(yield call(validateToken, api, mobileToken));
    if (validated) {
      storage.saveUser(userFrom(validated));
      yield put(sessionRestored(userFrom(validated)));
      return;
    }
  }

  const stored = storage.readUser();
  if (stored) {
    const loggedIn: boolean = yield call([identity, identity.isLoggedIn]);
    if (loggedIn) {
      yield put(sessionRestored(stored));
      yield fork(refreshStoredUser, stored);
      return;
    }
    storage.clear();
  }

  const session: SuccessfulAuth | null = successOf(yield call(fetchSession, api));
  if (session) {
    storage.saveUser(userFrom(session));
    yield put(sessionRestored(userFrom(session)));
  } else {
    yield put(sessionNotFound());
  }
}

/**
 * The stored state makes start-up instant, but roles may have changed since (an admin made this
 * member a network member): the server's answer replaces it as soon as it arrives.
 */
function* refreshStoredUser(stored: AuthUser) {
  const { api, authStorage: storage } = yield* dependencies();
  const session: SuccessfulAuth | null = successOf(yield call(fetchSession, api));
  if (!session || session.email !== stored.email) return;
  const fresh = userFrom(session);
  if (JSON.stringify(fresh) === JSON.stringify(stored)) return;
  storage.saveUser(fresh);
  yield put(sessionRestored(fresh));
}

function* finishSignIn(didToken: string, email?: string) {
  const { api } = yield* dependencies();
  const result: ApiResult<AuthResponse> = yield call(logIn, api, didToken, email);
  yield* completeSignIn(result);
}

/** The API's answer to a sign-in, by email or by passkey: signed in and on to /, or the reason why not. */
function* completeSignIn(result: ApiResult<AuthResponse>) {
  const { authStorage: storage, navigate } = yield* dependencies();
  const auth = successOf(result);
  if (!auth) {
    const message = result.ok ? (result.data.success ? LOGIN_FAILED : result.data.message) : (result.body as { message?: string } | undefined)?.message ?? result.error;
    yield put(signInFailed({ message: message || LOGIN_FAILED }));
    return;
  }
  // Whoever signed in at this browser before (a mobile token that failed to validate once) is forgotten first.
  storage.clear();
  storage.saveUser(userFrom(auth));
  if (auth.mobileToken) storage.saveMobileToken(auth.mobileToken);
  yield put(signedIn(userFrom(auth)));
  // After login the user goes to /; an admin without a passkey is asked to add one first.
  navigate(auth.passkeyStanding === 'setup' ? paths.passkeySetup : '/');
}

function* requestLinkSaga(action: ReturnType<typeof signInLinkRequested>) {
  const { identity } = yield* dependencies();
  try {
    const outcome: Awaited<ReturnType<IdentityProvider['loginWithMagicLink']>> = yield call([identity, identity.loginWithMagicLink], action.payload.email);
    if (outcome.kind === 'linkSent') {
      yield put(signInLinkSent());
      return;
    }
    if (!outcome.didToken) {
      yield put(signInFailed({ message: NO_TOKEN }));
      return;
    }
    yield* finishSignIn(outcome.didToken);
  } catch (error) {
    yield put(signInFailed({ message: error instanceof Error && error.message ? error.message : LOGIN_FAILED }));
  }
}

function* submitSignInSaga(action: ReturnType<typeof signInSubmitted>) {
  yield* finishSignIn(action.payload.didToken, action.payload.email);
}

/** What the sign-in page says when the prompt gave nothing back: on a device without a passkey for Quorum, the browser's own prompt ends the same way. */
export const PASSKEY_SIGN_IN_CANCELLED = 'No passkey was used. If this device has none for Quorum, sign in with an email link.';

/** "Sign in with a passkey": the API's options, the browser's prompt (whichever of the person's passkeys they pick), then the API signs them in. */
function* passkeySignInSaga() {
  const { api, webauthn } = yield* dependencies();
  const options: ApiResult<PasskeyCeremonyResponse> = yield call(passkeySignInOptions, api);
  if (!options.ok) {
    yield put(signInFailed({ message: failureMessage(options, PASSKEY_MESSAGES.signInFailed) }));
    return;
  }
  const answer: Ceremony<PasskeyAuthenticationResponse> = yield call([webauthn, webauthn.authenticate], options.data.options);
  if (!answer.ok) {
    yield put(signInFailed({ message: answer.failure === 'cancelled' ? PASSKEY_SIGN_IN_CANCELLED : CEREMONY_MESSAGES[answer.failure] }));
    return;
  }
  const result: ApiResult<AuthResponse> = yield call(passkeySignIn, api, options.data.challengeId, answer.response);
  yield* completeSignIn(result);
}

/** Logout clears the state and cached data and goes to /login. */
function* signOutSaga() {
  const { identity, authStorage: storage, navigate } = yield* dependencies();
  try {
    yield call([identity, identity.logout]);
  } catch (error) {
    console.warn('Logout failed; signing out locally', error);
  }
  storage.clear();
  yield put(signedOut());
  navigate('/login');
}

export function* authSaga() {
  yield takeLatest(appStarted.type, startupSaga);
  yield takeLatest(signInLinkRequested.type, requestLinkSaga);
  yield takeLatest(signInSubmitted.type, submitSignInSaga);
  yield takeLeading(passkeySignInRequested.type, passkeySignInSaga);
  yield takeLeading(signOutRequested.type, signOutSaga);
  yield* stepUpSaga();
}
