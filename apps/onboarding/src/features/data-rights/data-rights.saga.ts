import { DATA_EXPORT_FILE_NAME, DATA_RIGHTS_MESSAGES, type DataSubjectSummary, type ErasureRequest } from '@quorum/domain';
import { abortable } from '@quorum/ui';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import {
  downloadSubjectData,
  fetchDataSummary,
  openDataLink,
  requestDataLink,
  requestSubjectErasure,
  withdrawSubjectApplication,
  type DataAccess,
  type KeyedOutcome,
  type OpenOutcome,
} from './data-rights.api';
import { MY_DATA_MESSAGES as M } from './data-rights.messages';
import { dataRightsActions as actions, type DataAction } from './data-rights.slice';

/** Spends the link for an access key, asking again after each failure that got no answer. */
function* openLink(deps: AppDependencies, token: string) {
  for (;;) {
    const outcome: OpenOutcome = yield call(abortable<OpenOutcome>, (signal) => openDataLink(deps.api, token, signal));
    if (outcome.ok) {
      yield put(actions.dataLinkOpened({ summary: outcome.summary, expiresAt: outcome.access.expiresAt }));
      return outcome.access;
    }
    if (outcome.refused) {
      yield put(actions.dataLinkRefused());
      return undefined;
    }
    yield put(actions.dataLinkOpenFailed({ error: outcome.error }));
    yield take(actions.dataLinkOpenRetried);
  }
}

/** A refusal of one action: said beside it, or (410) the page has expired and asks for a new link. False once the key no longer works. */
function* refused(deps: AppDependencies, key: string, action: DataAction, outcome: Extract<KeyedOutcome<unknown>, { ok: false }>) {
  if (outcome.expired) {
    yield put(actions.accessExpired());
    return false;
  }
  yield put(actions.dataActionFailed({ action, error: outcome.error }));
  // 409: the application changed meanwhile (decided, already withdrawn): show it as it now is.
  if (outcome.status !== 409) return true;
  const summary: KeyedOutcome<DataSubjectSummary> = yield call(fetchDataSummary, deps.api, key);
  if (summary.ok) yield put(actions.summaryRefreshed({ summary: summary.data }));
  else if (summary.expired) {
    yield put(actions.accessExpired());
    return false;
  }
  return true;
}

type PageAction = ReturnType<typeof actions.dataDownloadRequested> | ReturnType<typeof actions.erasureSubmitted> | ReturnType<typeof actions.withdrawalConfirmed>;

/** One action with the key; false once the key no longer works. */
function* act(deps: AppDependencies, key: string, action: PageAction) {
  if (actions.dataDownloadRequested.match(action)) {
    const outcome: KeyedOutcome<Blob> = yield call(downloadSubjectData, deps.api, key);
    if (!outcome.ok) return yield* refused(deps, key, 'download', outcome);
    yield call(deps.saveFile, outcome.data, DATA_EXPORT_FILE_NAME);
    yield put(actions.dataDownloadSaved({ message: M.downloadStarted }));
    return true;
  }
  if (actions.erasureSubmitted.match(action)) {
    const note = action.payload.note?.trim();
    const outcome: KeyedOutcome<ErasureRequest | null> = yield call(requestSubjectErasure, deps.api, key, note ? { note } : {});
    if (!outcome.ok) return yield* refused(deps, key, 'erasure', outcome);
    yield put(actions.erasureRecorded({ request: outcome.data, message: DATA_RIGHTS_MESSAGES.erasureRequested }));
    return true;
  }
  const { applicationId } = action.payload;
  const outcome: KeyedOutcome<DataSubjectSummary> = yield call(withdrawSubjectApplication, deps.api, key, applicationId);
  if (!outcome.ok) return yield* refused(deps, key, 'withdraw', outcome);
  const label = outcome.data.applications.find((application) => application.id === applicationId)?.label ?? 'Your application';
  yield put(actions.applicationWithdrawn({ summary: outcome.data, message: M.withdrawn(label) }));
  return true;
}

/**
 * The page's flow: spend the link, then take the person's actions one at a time with the access
 * key, which lives only here, in memory, for as long as the flow. When the key expires (its time
 * passes, or the API says 410) the page asks for a new link.
 */
export function* myDataFlow(action: PayloadAction<{ token: string | null }>) {
  const token = action.payload.token?.trim();
  if (!token) return;
  const deps: AppDependencies = yield* dependencies();
  const access: DataAccess | undefined = yield* openLink(deps, token);
  if (!access) return;
  for (;;) {
    const { next, expired }: { next?: PageAction; expired?: true } = yield race({
      next: take([actions.dataDownloadRequested, actions.erasureSubmitted, actions.withdrawalConfirmed]),
      expired: delay(Math.max(0, access.expiresAt - deps.now().getTime())),
    });
    if (expired || !next) {
      yield put(actions.accessExpired());
      return;
    }
    const stillValid: boolean = yield* act(deps, access.key, next);
    if (!stillValid) return;
  }
}

/** POST the email for a link; the answer is the same whether or not the address is known. */
function* requestLink(action: ReturnType<typeof actions.linkRequested>) {
  const { api } = yield* dependencies();
  const outcome: Awaited<ReturnType<typeof requestDataLink>> = yield call(requestDataLink, api, action.payload.email);
  if (outcome.ok) yield put(actions.linkSent());
  else yield put(actions.linkRequestFailed({ error: outcome.error }));
}

export function* dataRightsSaga() {
  // A second pageOpened (a remount) starts over; the first flow's request is aborted and its key forgotten.
  yield takeLatest(actions.pageOpened, myDataFlow);
  yield takeLeading(actions.linkRequested, requestLink);
}
