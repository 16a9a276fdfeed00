import type { ApiClient, ApiResult } from '@quorum/api-client';
import {
  authResponseSchema,
  passkeyCeremonyResponseSchema,
  passkeyConfirmedResponseSchema,
  recoverPasskeysResponseSchema,
  type AuthResponse,
  type PasskeyAuthenticationResponse,
  type PasskeyCeremonyResponse,
  type PasskeyConfirmedResponse,
  type RecoverPasskeysResponse,
} from '@quorum/domain';
import { apiPaths } from '../../config/paths';

/** The passkey calls of signing in and of confirming it is you (docs/flows/sign-in.md): each ceremony asks the API for options, then posts the authenticator's answer with the challenge's id. */

/** POST /api/auth/passkey/options: a sign-in with whichever passkey the browser offers. */
export const passkeySignInOptions = (api: ApiClient): Promise<ApiResult<PasskeyCeremonyResponse>> =>
  api.request(apiPaths.passkeySignInOptions, { method: 'POST', schema: passkeyCeremonyResponseSchema });

/** POST /api/auth/passkey/login: signs in as the passkey's owner (the same answer as an email sign-in). */
export const passkeySignIn = (api: ApiClient, challengeId: string, response: PasskeyAuthenticationResponse): Promise<ApiResult<AuthResponse>> =>
  api.request(apiPaths.passkeySignIn, { method: 'POST', json: { challengeId, response }, schema: authResponseSchema });

/** POST /api/auth/passkey/confirm/options: a step-up with one of the signed-in member's passkeys. */
export const passkeyConfirmOptions = (api: ApiClient): Promise<ApiResult<PasskeyCeremonyResponse>> =>
  api.request(apiPaths.passkeyConfirmOptions, { method: 'POST', schema: passkeyCeremonyResponseSchema });

/** POST /api/auth/passkey/confirm: the session counts as confirmed from now. */
export const passkeyConfirm = (api: ApiClient, challengeId: string, response: PasskeyAuthenticationResponse): Promise<ApiResult<PasskeyConfirmedResponse>> =>
  api.request(apiPaths.passkeyConfirm, { method: 'POST', json: { challengeId, response }, schema: passkeyConfirmedResponseSchema });

/** POST /api/auth/passkey/recover: an admin's recovery code removes their passkeys, so they can add a new one. */
export const recoverPasskeys = (api: ApiClient, code: string): Promise<ApiResult<RecoverPasskeysResponse>> =>
  api.request(apiPaths.passkeyRecover, { method: 'POST', json: { code }, schema: recoverPasskeysResponseSchema });
