import type { PayloadAction } from '@reduxjs/toolkit';
import type { Draft, DraftPayload } from '@quorum/domain';
import { actionChannel, call, put, select, take, takeEvery, takeLeading, all } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { notificationActions } from '../notifications';
import { allFileRefs, selectWizard, wizardActions, type RestoredProgress, type WizardState } from '../wizard';
import { DRAFT_VERSION, type SavedDraft } from './draft.types';
import { orphanFileIds, progressFrom } from './restore-draft';
import type { ServerDraftApi } from './server-draft.api';
import { selectServerDraft, serverDraftActions, type ServerDraftLink, type ServerDraftState } from './server-draft.slice';

export const SERVER_DRAFT_MESSAGES = {
  restoredFromLink: 'We restored your application from your link, files included. Your changes here are saved to that copy too.',
  serverNewer: 'We restored newer progress you saved on another device.',
  localNewer: 'This device had newer progress than your saved copy, so we kept it and updated the copy.',
  deleted: 'We deleted the saved copy of your application. Your progress on this device is kept.',
  deleteFailed: "We couldn't delete the saved copy. Please try again.",
  filesMissing: "Some files of your saved copy couldn't be restored. Please attach them again.",
} as const;

export const loadServerDraftApi = (): Promise<ServerDraftApi> => import('./server-draft.api');

/** What the server copy holds: exactly the progress the browser saves, without this browser's key. */
export function payloadOf(state: WizardState, savedAt: number): DraftPayload {
  return {
    savedAt,
    answers: state.answers,
    lastAnsweredId: state.lastAnsweredId,
    submitReady: state.submitReady,
    idempotencyKey: state.idempotencyKey,
    referralCode: state.referralCode,
  };
}

/** Uploads the files of the answers the server copy lacks; answers the slots it holds afterwards. */
function* uploadMissingFiles(deps: AppDependencies, api: ServerDraftApi, link: ServerDraftLink, answers: Record<string, unknown>, uploaded: readonly string[]) {
  const held = new Set(uploaded);
  const refs = allFileRefs(answers);
  for (const ref of refs) {
    if (held.has(ref.id)) continue;
    const blob: Blob | undefined = yield call(() => deps.files.get(ref.id).catch(() => undefined));
    if (!blob) continue;
    const stored: Awaited<ReturnType<ServerDraftApi['uploadServerDraftFile']>> = yield call(api.uploadServerDraftFile, deps.api, link, ref.id, blob, ref.name);
    if (stored.ok) held.add(ref.id);
  }
  const inUse = new Set(refs.map((ref) => ref.id));
  return [...held].filter((slot) => inUse.has(slot));
}

/** "Continue on another device": create the server copy (the API emails its link), then send the files. */
function* continueElsewhere(action: PayloadAction<{ email: string }>) {
  const deps: AppDependencies = yield* dependencies();
  const api: ServerDraftApi = yield call(loadServerDraftApi);
  const wizard: WizardState = yield select(selectWizard);
  const previous: ServerDraftState = yield select(selectServerDraft);
  const created: Awaited<ReturnType<ServerDraftApi['createServerDraft']>> = yield call(api.createServerDraft, deps.api, action.payload.email, payloadOf(wizard, deps.now().getTime()));
  if (!created.ok) {
    yield put(serverDraftActions.continueLinkFailed({ error: created.error }));
    return;
  }
  // One server copy per browser: the new one replaces the one this browser made before.
  if (previous.link) yield call(api.deleteServerDraft, deps.api, previous.link);
  // The dialog says "sent" once the files are with the copy too: the link then opens all of it.
  const slots: string[] = yield* uploadMissingFiles(deps, api, created.link, wizard.answers, []);
  yield put(serverDraftActions.continueLinkSent({ email: action.payload.email, link: created.link }));
  yield put(serverDraftActions.serverFilesStored({ slots }));
}

/** After each save on this device, the server copy gets the same progress (and any new files). */
function* syncServerDraft() {
  const deps: AppDependencies = yield* dependencies();
  const changes: Channel<Action> = yield actionChannel(
    [wizardActions.nextAccepted, wizardActions.backRequested, wizardActions.filesAttached, wizardActions.fileRemoved, wizardActions.personRemoved, serverDraftActions.serverCopyBehind],
    buffers.sliding(1),
  );
  for (;;) {
    yield take(changes);
    const server: ServerDraftState = yield select(selectServerDraft);
    const wizard: WizardState = yield select(selectWizard);
    if (!server.link || wizard.status !== 'editing') continue;
    try {
      const api: ServerDraftApi = yield call(loadServerDraftApi);
      const slots: string[] = yield* uploadMissingFiles(deps, api, server.link, wizard.answers, server.uploadedSlots);
      const saved: Awaited<ReturnType<ServerDraftApi['saveServerDraft']>> = yield call(api.saveServerDraft, deps.api, server.link, payloadOf(wizard, deps.now().getTime()), slots);
      if (saved.ok) yield put(serverDraftActions.serverFilesStored({ slots: saved.draft.files.map((file) => file.slot) }));
      // Refused: opened from its link on another device, deleted, submitted or expired. This
      // browser stops updating it and offers a new link; its own save goes on.
      else if (saved.status === 404) yield put(serverDraftActions.serverDraftDetached());
    } catch {
      // Offline: the next save tries again; progress on this device is already saved.
    }
  }
}

function* deleteServerCopy() {
  const deps: AppDependencies = yield* dependencies();
  const { link }: ServerDraftState = yield select(selectServerDraft);
  if (!link) return;
  const api: ServerDraftApi = yield call(loadServerDraftApi);
  const deleted: Awaited<ReturnType<ServerDraftApi['deleteServerDraft']>> = yield call(api.deleteServerDraft, deps.api, link);
  if (!deleted.ok && deleted.status !== 404) {
    yield put(serverDraftActions.serverDraftDeleteFailed());
    yield put(notificationActions.toastShown({ message: SERVER_DRAFT_MESSAGES.deleteFailed, variant: 'destructive' }));
    return;
  }
  yield put(serverDraftActions.serverDraftForgotten());
  yield put(notificationActions.toastShown({ message: SERVER_DRAFT_MESSAGES.deleted, variant: 'default' }));
}

/**
 * Brings a server copy into this browser: its files into the browser database (under the wizard's
 * own file ids), then the progress, saved here with this browser's key. Answers the progress.
 */
export function* adoptServerDraft(deps: AppDependencies, api: ServerDraftApi, draft: Draft, link: ServerDraftLink, referralCode: string | null) {
  const storedIds: string[] = yield call(() => deps.files.ids().catch(() => []));
  const present = new Set(storedIds);
  let missing = false;
  for (const file of draft.files) {
    if (present.has(file.slot)) continue;
    const downloaded: Awaited<ReturnType<ServerDraftApi['downloadServerDraftFile']>> = yield call(api.downloadServerDraftFile, deps.api, link, file);
    if (!downloaded.ok) {
      missing = true;
      continue;
    }
    yield call(() => deps.files.put(file.slot, downloaded.file));
    present.add(file.slot);
  }
  const saved: SavedDraft = { version: DRAFT_VERSION, ...draft.payload, server: { ...link, uploadedSlots: draft.files.map((file) => file.slot).filter((slot) => present.has(slot)) } };
  const progress: RestoredProgress = progressFrom(saved, present, referralCode);
  const orphans = orphanFileIds(progress.answers, [...present]);
  if (orphans.length > 0) yield call(() => deps.files.remove(orphans).catch(() => undefined));
  yield call(() => deps.drafts.write(JSON.stringify(saved)).catch(() => undefined));
  yield put(serverDraftActions.serverDraftLinked({ link, uploadedSlots: saved.server?.uploadedSlots ?? [] }));
  if (missing) yield put(notificationActions.toastShown({ message: SERVER_DRAFT_MESSAGES.filesMissing, variant: 'destructive' }));
  return progress;
}

/** "Email me a new link": the copy's address gets a link that brings this browser back in. */
function* resendLink() {
  const deps: AppDependencies = yield* dependencies();
  const { detached }: ServerDraftState = yield select(selectServerDraft);
  if (!detached) return;
  const api: ServerDraftApi = yield call(loadServerDraftApi);
  const sent: Awaited<ReturnType<ServerDraftApi['resendServerDraftLink']>> = yield call(api.resendServerDraftLink, deps.api, detached.draftId);
  yield put(serverDraftActions.relinkAnswered({ outcome: sent.ok ? 'sent' : sent.status === 404 ? 'gone' : 'failed' }));
}

/** Resets and submissions end this browser's link; the submission itself deletes the server copy. */
function* forget() {
  yield put(serverDraftActions.serverDraftForgotten());
}

export function* serverDraftSaga() {
  yield all([
    takeLeading(serverDraftActions.continueElsewhereRequested, continueElsewhere),
    takeLeading(serverDraftActions.serverDraftDeleteRequested, deleteServerCopy),
    takeLeading(serverDraftActions.relinkRequested, resendLink),
    takeEvery([wizardActions.applicationSubmitted, wizardActions.resetRequested], forget),
    call(syncServerDraft),
  ]);
}
