import type { ApiResult } from '@quorum/api-client';
import { PASSKEY_MESSAGES, type PasskeyAuthenticationResponse, type PasskeyCeremonyResponse, type PasskeyConfirmedResponse } from '@quorum/domain';
import { call } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { failureMessage } from '../../lib/api-result';
import { passkeyConfirm, passkeyConfirmOptions } from './passkeys.api';
import { CEREMONY_MESSAGES, type Ceremony } from './webauthn';

export type Confirmation = { ok: true } | { ok: false; message: string };

const confirmed: Confirmation = { ok: true };
const notConfirmed = (message: string): Confirmation => ({ ok: false, message });

/**
 * A step-up inside a saga: the member confirms it is them with one of their passkeys (the browser
 * prompts), and the API counts the session as confirmed for the next few minutes. Adding a second
 * passkey and removing one ask for it, so a stolen session or mailbox cannot swap the keys.
 */
export function* confirmItIsYou() {
  const { api, webauthn } = yield* dependencies();
  const options: ApiResult<PasskeyCeremonyResponse> = yield call(passkeyConfirmOptions, api);
  if (!options.ok) return notConfirmed(failureMessage(options, PASSKEY_MESSAGES.confirmFailed));
  const answer: Ceremony<PasskeyAuthenticationResponse> = yield call([webauthn, webauthn.authenticate], options.data.options);
  if (!answer.ok) return notConfirmed(CEREMONY_MESSAGES[answer.failure]);
  const result: ApiResult<PasskeyConfirmedResponse> = yield call(passkeyConfirm, api, options.data.challengeId, answer.response);
  return result.ok ? confirmed : notConfirmed(failureMessage(result, PASSKEY_MESSAGES.confirmFailed));
}
