import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, all, call, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import { afterPaint } from '../../lib/after-paint';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { notificationActions } from '../notifications';
import { selectWizard, selectWizardStatus, wizardActions, type RestoredProgress, type WizardState, type WizardStatus } from '../wizard';
import { DRAFT_VERSION, REFERRAL_CODE, type SavedDraft } from './draft.types';
import { chooseDraft, orphanFileIds, progressFrom, type DraftChoice } from './restore-draft';
import type { ServerDraftApi } from './server-draft.api';
import { adoptServerDraft, loadServerDraftApi, SERVER_DRAFT_MESSAGES, serverDraftSaga } from './server-draft.saga';
import { selectServerDraft, serverDraftActions, type ServerDraftState } from './server-draft.slice';

export const DRAFT_MESSAGES = {
  restored: 'Welcome back! We restored your saved progress.',
  fromBackup: "Your latest progress couldn't be read, so we restored an earlier save.",
  unreadable: "Your saved progress couldn't be read, so you're starting a new application.",
  expired: 'Your saved progress was more than 30 days old, so you’re starting a new application.',
} as const;

function cleanReferralCode(code: string | null): string | null {
  const trimmed = code?.trim() ?? '';
  return REFERRAL_CODE.test(trimmed) ? trimmed : null;
}

type LocalChoice = { texts: string[]; choice: DraftChoice; storedIds: string[] };

/** The local saved progress, read and chosen (chooseDraft), with the ids of the stored files. */
function* readLocal(deps: AppDependencies) {
  const nothing: LocalChoice = { texts: [], choice: { kind: 'none' }, storedIds: [] };
  if (!deps.drafts.mayHaveSaved()) return nothing;
  const texts: string[] = yield call(() => deps.drafts.readNewestFirst().catch(() => []));
  const schema: typeof import('./draft.schema') | undefined = texts.length > 0 ? yield call(() => import('./draft.schema')) : undefined;
  const choice = chooseDraft(texts, deps.now(), (text) => schema?.parseDraft(text));
  const storedIds: string[] = yield call(() => deps.files.ids().catch(() => []));
  const local: LocalChoice = { texts, choice, storedIds };
  return local;
}

/** Nothing usable here: start afresh, leaving no expired or unreadable data behind. */
function* startFresh(deps: AppDependencies, local: LocalChoice, referralCode: string | null) {
  if (local.texts.length > 0 || local.storedIds.length > 0) yield call(clearEverything, deps);
  yield put(wizardActions.freshStarted({ idempotencyKey: deps.newId(), referralCode }));
  if (local.choice.kind === 'expired' || local.choice.kind === 'unreadable') yield put(notificationActions.toastShown({ message: DRAFT_MESSAGES[local.choice.kind], variant: 'default' }));
}

/** Resumes from the draft saved on this device. */
function* resumeLocal(deps: AppDependencies, draft: SavedDraft, storedIds: string[], referralCode: string | null) {
  const progress = progressFrom(draft, new Set(storedIds), referralCode);
  const orphans = orphanFileIds(progress.answers, storedIds);
  if (orphans.length > 0) yield call(() => deps.files.remove(orphans).catch(() => undefined));
  yield put(wizardActions.progressRestored(progress));
}

/**
 * A local draft that has a server copy: the newer of the two wins and the applicant is told
 * (docs/flows/wizard.md). Answers whether the server copy was restored.
 */
function* restoreNewerServerCopy(deps: AppDependencies, draft: SavedDraft, referralCode: string | null) {
  if (!draft.server) return false;
  const link = { draftId: draft.server.draftId, deviceKey: draft.server.deviceKey };
  const api: ServerDraftApi = yield call(loadServerDraftApi);
  const read: Awaited<ReturnType<ServerDraftApi['readServerDraft']>> = yield call(api.readServerDraft, deps.api, link);
  if (!read.ok) {
    yield put(serverDraftActions.serverDraftLinked({ link, uploadedSlots: draft.server.uploadedSlots }));
    // Refused (opened from its link elsewhere, or gone): this device's progress stands alone, and
    // the controls offer a new link. Unreachable now: kept for later saves.
    if (read.status === 404) yield put(serverDraftActions.serverDraftDetached());
    return false;
  }
  yield put(serverDraftActions.serverDraftLinked({ link, uploadedSlots: read.draft.files.map((file) => file.slot) }));
  if (read.draft.payload.savedAt <= draft.savedAt) return false;
  const progress: RestoredProgress = yield* adoptServerDraft(deps, api, read.draft, link, referralCode);
  yield put(wizardActions.progressRestored(progress));
  yield put(notificationActions.toastShown({ message: SERVER_DRAFT_MESSAGES.serverNewer, variant: 'default' }));
  return true;
}

/** Resuming from saved progress (docs/flows/wizard.md): on opening /apply, before the first question. */
export function* restoreDraft(action: PayloadAction<{ referralCode: string | null }>) {
  const deps: AppDependencies = yield* dependencies();
  // Only a wizard still waiting for its saved progress restores it (a store may start with state).
  const status: WizardStatus = yield select(selectWizardStatus);
  if (status !== 'restoring') return;
  const referralCode = cleanReferralCode(action.payload.referralCode);
  const local: LocalChoice = yield* readLocal(deps);
  if (local.choice.kind !== 'restored') {
    yield* startFresh(deps, local, referralCode);
    return;
  }
  const { draft, fromBackup } = local.choice;
  const fromServer: boolean = yield* restoreNewerServerCopy(deps, draft, referralCode);
  if (fromServer) return;
  yield* resumeLocal(deps, draft, local.storedIds, referralCode);
  yield put(notificationActions.toastShown({ message: fromBackup ? DRAFT_MESSAGES.fromBackup : DRAFT_MESSAGES.restored, variant: 'default' }));
}

/**
 * The emailed link (/apply/continue?token=…): opens the server copy (once) and restores it, unless
 * this device holds newer progress, which then wins and updates the copy. Either way the applicant is told.
 */
export function* restoreFromLink(action: PayloadAction<{ token: string; referralCode: string | null }>) {
  const deps: AppDependencies = yield* dependencies();
  const status: WizardStatus = yield select(selectWizardStatus);
  if (status !== 'restoring') return;
  const referralCode = cleanReferralCode(action.payload.referralCode);
  const api: ServerDraftApi = yield call(loadServerDraftApi);
  const opened: Awaited<ReturnType<ServerDraftApi['openServerDraft']>> = yield call(api.openServerDraft, deps.api, action.payload.token);
  if (!opened.ok) {
    yield* restoreDraft(wizardActions.wizardOpened({ referralCode }));
    yield put(notificationActions.toastShown({ message: opened.error, variant: 'destructive' }));
    return;
  }
  const local: LocalChoice = yield* readLocal(deps);
  if (local.choice.kind === 'restored' && local.choice.draft.savedAt > opened.draft.payload.savedAt) {
    yield* resumeLocal(deps, local.choice.draft, local.storedIds, referralCode);
    yield put(serverDraftActions.serverDraftLinked({ link: opened.link, uploadedSlots: opened.draft.files.map((file) => file.slot) }));
    // The copy catches up with this device at once, not at the next Next.
    yield put(serverDraftActions.serverCopyBehind());
    yield put(notificationActions.toastShown({ message: SERVER_DRAFT_MESSAGES.localNewer, variant: 'default' }));
    return;
  }
  const progress: RestoredProgress = yield* adoptServerDraft(deps, api, opened.draft, opened.link, referralCode);
  yield put(wizardActions.progressRestored(progress));
  yield put(notificationActions.toastShown({ message: SERVER_DRAFT_MESSAGES.restoredFromLink, variant: 'default' }));
}

export function draftOf(state: WizardState, savedAt: number, server?: ServerDraftState): SavedDraft {
  return {
    version: DRAFT_VERSION,
    savedAt,
    answers: state.answers,
    lastAnsweredId: state.lastAnsweredId,
    submitReady: state.submitReady,
    idempotencyKey: state.idempotencyKey,
    referralCode: state.referralCode,
    ...(server?.link ? { server: { ...server.link, uploadedSlots: server.uploadedSlots } } : {}),
  };
}

/** The write in progress, so clearing waits for it instead of racing it. */
interface WriteTracker {
  current: Promise<unknown>;
}

/**
 * Saves after every Next and every change to the files, one write at a time,
 * once the new step is painted. The sliding buffer keeps only the latest pending save: fast
 * clicking never queues stale ones. Nothing is saved for an application with no answers yet (a
 * fresh start, or just after Start over).
 */
export function* saveDrafts(writes: WriteTracker) {
  const deps: AppDependencies = yield* dependencies();
  const saves: Channel<Action> = yield actionChannel(
    [
      wizardActions.nextAccepted,
      wizardActions.backRequested,
      wizardActions.filesAttached,
      wizardActions.fileRemoved,
      wizardActions.personRemoved,
      // The key to a new server copy is kept with the progress, so a reload still reaches it.
      serverDraftActions.continueLinkSent,
      serverDraftActions.serverFilesStored,
    ],
    buffers.sliding(1),
  );
  for (;;) {
    yield take(saves);
    yield call(afterPaint);
    const state: WizardState = yield select(selectWizard);
    if (state.status !== 'editing' || Object.keys(state.answers).length === 0) continue;
    const server: ServerDraftState = yield select(selectServerDraft);
    const write = deps.drafts.write(JSON.stringify(draftOf(state, deps.now().getTime(), server)));
    writes.current = write.catch(() => undefined);
    try {
      yield call(() => write);
    } catch {
      // Private windows and full disks refuse writes; the application still works, unsaved.
    }
  }
}

function* clearEverything(deps: AppDependencies, writes?: WriteTracker) {
  // A save still being written would otherwise land after the clear and bring the draft back.
  if (writes) yield call(() => writes.current);
  yield all([call(() => deps.drafts.clear().catch(() => undefined)), call(() => deps.files.clear().catch(() => undefined))]);
}

/** Success clears saved progress and stored files; Reset clears everything. */
function* clearOnSubmitted(writes: WriteTracker) {
  const deps: AppDependencies = yield* dependencies();
  yield call(clearEverything, deps, writes);
}

function* resetApplication(writes: WriteTracker) {
  const deps: AppDependencies = yield* dependencies();
  yield call(clearEverything, deps, writes);
  yield put(wizardActions.applicationReset({ idempotencyKey: deps.newId() }));
}

export function* draftsSaga() {
  const writes: WriteTracker = { current: Promise.resolve() };
  yield all([
    takeLeading(wizardActions.wizardOpened, restoreDraft),
    takeLeading(serverDraftActions.continueLinkOpened, restoreFromLink),
    call(serverDraftSaga),
    call(saveDrafts, writes),
    takeEvery(wizardActions.applicationSubmitted, clearOnSubmitted, writes),
    takeLeading(wizardActions.resetRequested, resetApplication, writes),
  ]);
}
