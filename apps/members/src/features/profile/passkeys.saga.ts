import type { ApiResult } from '@quorum/api-client';
import { PASSKEY_MESSAGES, type AddedPasskeyResponse, type PasskeyCeremonyResponse, type PasskeyRegistrationResponse } from '@quorum/domain';
import { call, put, race, take, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { failureMessage } from '../../lib/api-result';
import { CEREMONY_MESSAGES, confirmItIsYou, refreshPasskeyStanding, signedOut, type Ceremony } from '../auth';
import { passkeyNameFor } from './passkey-name';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './passkeys.api';
import { passkeysQueries } from './passkeys.queries';
import { passkeyAddRequested, passkeyConfirmationAsked, passkeyRemoveRequested, passkeyStepDone, passkeyStepFailed, recoveryCodeShown } from './passkeys.slice';

export const PASSKEY_REMOVE_FAILED = 'The passkey could not be removed. Please try again.';

/** The API asks for a step-up first (the member holds a passkey and has not used one in the last few minutes). */
const wantsConfirmation = (result: ApiResult<unknown>, message: string) => !result.ok && result.status === 403 && result.error === message;

/** A guarded call's outcome: its result, or the step-up it needed did not happen. */
type Guarded<T> = { ok: true; result: ApiResult<T> } | { ok: false; message: string };

/**
 * A call the API may refuse until the member confirms it is them: on that refusal, the step-up
 * prompt, then the call once more. A session confirmed a moment ago (a passkey sign-in) goes straight through.
 */
function* withConfirmation<T>(refusal: string, attempt: () => Promise<ApiResult<T>>) {
  const first: ApiResult<T> = yield call(attempt);
  if (!wantsConfirmation(first, refusal)) return { ok: true, result: first } as Guarded<T>;
  yield put(passkeyConfirmationAsked());
  const confirmation = yield* confirmItIsYou();
  if (!confirmation.ok) return { ok: false, message: confirmation.message } as Guarded<T>;
  const second: ApiResult<T> = yield call(attempt);
  return { ok: true, result: second } as Guarded<T>;
}

/** "Add a passkey": the options (after a step-up when the member has one), the browser's prompt to make one, then the API stores it. */
function* addPasskeyFlow() {
  const { api, webauthn, userAgent } = yield* dependencies();
  const options = yield* withConfirmation<PasskeyCeremonyResponse>(PASSKEY_MESSAGES.confirmFirst, () => passkeyRegistrationOptions(api));
  if (!options.ok || !options.result.ok) {
    yield put(passkeyStepFailed({ message: options.ok ? failureMessage(options.result, PASSKEY_MESSAGES.notAdded) : options.message }));
    return;
  }
  const { challengeId, options: creation } = options.result.data;
  const made: Ceremony<PasskeyRegistrationResponse> = yield call([webauthn, webauthn.register], creation);
  if (!made.ok) {
    yield put(passkeyStepFailed({ message: CEREMONY_MESSAGES[made.failure] }));
    return;
  }
  const added: ApiResult<AddedPasskeyResponse> = yield call(addPasskey, api, challengeId, made.response, passkeyNameFor(userAgent));
  yield put(passkeysQueries.util.invalidateTags(['Passkeys']));
  if (!added.ok) {
    yield put(passkeyStepFailed({ message: failureMessage(added, PASSKEY_MESSAGES.notAdded) }));
    return;
  }
  // An admin's first passkey comes with the recovery code, shown this once.
  if (added.data.recoveryCode) yield put(recoveryCodeShown({ code: added.data.recoveryCode }));
  yield put(passkeyStepDone({ message: `Passkey added as “${added.data.passkey.name}”. You can sign in with it from now on.` }));
  // An admin's first passkey (or the first after a reset) changes where their session stands.
  yield* refreshPasskeyStanding();
}

/** "Remove": after a step-up (the API asks for one unless the session was just confirmed), the passkey is gone for good. */
function* removePasskeyFlow(action: ReturnType<typeof passkeyRemoveRequested>) {
  const { api } = yield* dependencies();
  const removal = yield* withConfirmation(PASSKEY_MESSAGES.confirmToRemove, () => removePasskey(api, action.payload.id));
  // Whatever the API said (gone already, removed now), the list is read again; a closed prompt changed nothing.
  if (removal.ok) yield put(passkeysQueries.util.invalidateTags(['Passkeys']));
  if (removal.ok && removal.result.ok) {
    yield put(passkeyStepDone({ message: 'Passkey removed. It no longer signs you in, and you were signed out everywhere else.' }));
    // An admin's last passkey gone: they act as a member until they add another.
    yield* refreshPasskeyStanding();
  } else {
    yield put(passkeyStepFailed({ message: removal.ok ? failureMessage(removal.result, PASSKEY_REMOVE_FAILED) : removal.message }));
  }
}

/** One add or removal at a time: each may open a browser prompt, and two prompts cannot be open at once. */
export function* passkeysSaga() {
  yield takeLeading([passkeyAddRequested.type, passkeyRemoveRequested.type], function* route(action: ReturnType<typeof passkeyAddRequested> | ReturnType<typeof passkeyRemoveRequested>) {
    // Signing out ends the flow: nothing it would say afterwards is for the next person at this browser.
    const flow = passkeyRemoveRequested.match(action) ? call(removePasskeyFlow, action) : call(addPasskeyFlow);
    yield race({ flow, signedOut: take(signedOut.type) });
  });
}
