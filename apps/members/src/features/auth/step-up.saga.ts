import type { ApiResult } from '@quorum/api-client';
import type { AuthResponse, RecoverPasskeysResponse } from '@quorum/domain';
import type { Action } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { failureMessage } from '../../lib/api-result';
import { modalClosed, modalOpened, selectModalStack, type OpenModal } from '../modals';
import { fetchSession } from './auth.api';
import { passkeyStandingChanged, signedOut } from './auth.slice';
import { confirmItIsYou, type Confirmation } from './confirm-it-is-you';
import { recoverPasskeys } from './passkeys.api';
import {
  adminConfirmationDone,
  adminConfirmationFailed,
  adminConfirmationRequested,
  recoveryCodeSubmitted,
  recoveryDone,
  recoveryFailed,
  stepUpConfirmClicked,
  stepUpFailed,
  stepUpRequired,
} from './step-up.slice';

/** What the recovery form says when the API gave no reason of its own. */
export const RECOVERY_FAILED = 'The recovery code could not be used. Please try again.';

/**
 * Reads where the session stands now (after a step-up, a new passkey or a recovery) into the
 * signed-in user, and the copy kept for the next start-up.
 */
export function* refreshPasskeyStanding() {
  const { api, authStorage } = yield* dependencies();
  const session: ApiResult<AuthResponse> = yield call(fetchSession, api);
  if (!session.ok || !session.data.success) return;
  const { passkeyStanding, confirmedUntil } = session.data;
  yield put(passkeyStandingChanged({ passkeyStanding, confirmedUntil }));
  const stored = authStorage.readUser();
  if (stored && stored.email === session.data.email) authStorage.saveUser({ ...stored, passkeyStanding, confirmedUntil });
}

/**
 * A call refused for want of a recent confirmation: the dialog says why, the person chooses to use
 * their passkey (the browser's prompt needs that click on some browsers) or to cancel, and the
 * waiting call hears how it ended (features/auth/step-up.ts).
 */
function* askForStepUp(action: ReturnType<typeof stepUpRequired>) {
  const { stepUp } = yield* dependencies();
  yield put(modalOpened({ kind: 'stepUp', message: action.payload.message, closeOnOutsideClick: false }));
  const stack: OpenModal[] = yield select(selectModalStack);
  const key = stack.at(-1)?.key;
  const closed = (candidate: Action) => modalClosed.match(candidate) && candidate.payload.key === key;
  let confirmed = false;
  try {
    for (;;) {
      const outcome: { confirm?: unknown } = yield race({ confirm: take(stepUpConfirmClicked.type), closed: take(closed), signedOut: take(signedOut.type) });
      if (!outcome.confirm) break;
      const confirmation: Confirmation = yield* confirmItIsYou();
      if (confirmation.ok) {
        confirmed = true;
        yield* refreshPasskeyStanding();
        break;
      }
      yield put(stepUpFailed({ message: confirmation.message }));
    }
  } finally {
    if (key !== undefined) yield put(modalClosed({ key }));
    stepUp.finish(confirmed);
  }
}

/** "Confirm with my passkey" on an admin page whose session's confirmation ran out. */
function* confirmOnAdminPage() {
  const confirmation: Confirmation = yield* confirmItIsYou();
  if (!confirmation.ok) {
    yield put(adminConfirmationFailed({ message: confirmation.message }));
    return;
  }
  yield* refreshPasskeyStanding();
  yield put(adminConfirmationDone());
}

/**
 * The recovery code: the API removes the admin's passkeys; the session now stands at 'setup', so
 * the admin page gives way to the page that adds a new one (role-gate.tsx).
 */
function* recover(action: ReturnType<typeof recoveryCodeSubmitted>) {
  const { api } = yield* dependencies();
  const result: ApiResult<RecoverPasskeysResponse> = yield call(recoverPasskeys, api, action.payload.code);
  if (!result.ok) {
    yield put(recoveryFailed({ message: failureMessage(result, RECOVERY_FAILED) }));
    return;
  }
  yield put(recoveryDone());
  yield* refreshPasskeyStanding();
}

export function* stepUpSaga() {
  yield takeLeading(stepUpRequired.type, function* ask(action: ReturnType<typeof stepUpRequired>) {
    yield race({ flow: call(askForStepUp, action), signedOut: take(signedOut.type) });
  });
  yield takeLeading(adminConfirmationRequested.type, function* confirm() {
    yield race({ flow: call(confirmOnAdminPage), signedOut: take(signedOut.type) });
  });
  yield takeLeading(recoveryCodeSubmitted.type, recover);
}
