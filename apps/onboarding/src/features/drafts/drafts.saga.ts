import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, all, call, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import { afterPaint } from '../../lib/after-paint';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { notificationActions } from '../notifications';
import { selectWizard, selectWizardStatus, wizardActions, type WizardState, type WizardStatus } from '../wizard';
import { DRAFT_VERSION, REFERRAL_CODE, type SavedDraft } from './draft.types';
import { chooseDraft, orphanFileIds, progressFrom } from './restore-draft';

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

/** Resuming from saved progress (docs/flows/wizard.md): on opening /apply, before the first question. */
export function* restoreDraft(action: PayloadAction<{ referralCode: string | null }>) {
  const deps: AppDependencies = yield* dependencies();
  // Only a wizard still waiting for its saved progress restores it (a store may start with state).
  const status: WizardStatus = yield select(selectWizardStatus);
  if (status !== 'restoring') return;
  const referralCode = cleanReferralCode(action.payload.referralCode);
  if (!deps.drafts.mayHaveSaved()) {
    yield put(wizardActions.freshStarted({ idempotencyKey: deps.newId(), referralCode }));
    return;
  }
  const texts: string[] = yield call(() => deps.drafts.readNewestFirst().catch(() => []));
  const schema: typeof import('./draft.schema') | undefined = texts.length > 0 ? yield call(() => import('./draft.schema')) : undefined;
  const choice = chooseDraft(texts, deps.now(), (text) => schema?.parseDraft(text));
  const storedIds: string[] = yield call(() => deps.files.ids().catch(() => []));

  if (choice.kind !== 'restored') {
    // Nothing usable: start afresh, and leave no expired or unreadable data behind.
    if (texts.length > 0 || storedIds.length > 0) yield call(clearEverything, deps);
    yield put(wizardActions.freshStarted({ idempotencyKey: deps.newId(), referralCode }));
    if (choice.kind === 'expired' || choice.kind === 'unreadable') yield put(notificationActions.toastShown({ message: DRAFT_MESSAGES[choice.kind], variant: 'default' }));
    return;
  }
  const progress = progressFrom(choice.draft, new Set(storedIds), referralCode);
  const orphans = orphanFileIds(progress.answers, storedIds);
  if (orphans.length > 0) yield call(() => deps.files.remove(orphans).catch(() => undefined));
  yield put(wizardActions.progressRestored(progress));
  yield put(notificationActions.toastShown({ message: choice.fromBackup ? DRAFT_MESSAGES.fromBackup : DRAFT_MESSAGES.restored, variant: 'default' }));
}

export function draftOf(state: WizardState, savedAt: number): SavedDraft {
  return {
    version: DRAFT_VERSION,
    savedAt,
    answers: state.answers,
    lastAnsweredId: state.lastAnsweredId,
    submitReady: state.submitReady,
    idempotencyKey: state.idempotencyKey,
    referralCode: state.referralCode,
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
    [wizardActions.nextAccepted, wizardActions.backRequested, wizardActions.filesAttached, wizardActions.fileRemoved, wizardActions.personRemoved],
    buffers.sliding(1),
  );
  for (;;) {
    yield take(saves);
    yield call(afterPaint);
    const state: WizardState = yield select(selectWizard);
    if (state.status !== 'editing' || Object.keys(state.answers).length === 0) continue;
    const write = deps.drafts.write(JSON.stringify(draftOf(state, deps.now().getTime())));
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
    call(saveDrafts, writes),
    takeEvery(wizardActions.applicationSubmitted, clearOnSubmitted, writes),
    takeLeading(wizardActions.resetRequested, resetApplication, writes),
  ]);
}
