import { CONSTANTS, questionsFor, resumeIndex } from '@quorum/domain';
import { withoutMissingFiles, allFileIds, type RestoredProgress } from '../wizard';
import type { SavedDraft } from './draft.types';

export type DraftChoice =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'restored'; draft: SavedDraft; fromBackup: boolean }
  | { kind: 'unreadable' };

/**
 * Which saved text to resume from: the newest that parses, if it is younger than 30 days. A
 * corrupted newest save falls back to the one before it (rolling backups).
 */
export function chooseDraft(textsNewestFirst: readonly string[], now: Date, parse: (text: string) => SavedDraft | undefined): DraftChoice {
  if (textsNewestFirst.length === 0) return { kind: 'none' };
  const drafts = textsNewestFirst.map(parse);
  const index = drafts.findIndex((draft) => draft !== undefined);
  const draft = drafts[index];
  if (!draft) return { kind: 'unreadable' };
  if (now.getTime() - draft.savedAt > CONSTANTS.SAVED_DRAFT_MAX_AGE_MS) return { kind: 'expired' };
  return { kind: 'restored', draft, fromBackup: index > 0 };
}

/**
 * The wizard's state from a draft: answers whose files are still in the browser database, and
 * the question to resume at (resumeIndex). A URL's referral code wins over a
 * saved one: it is the newer invitation.
 */
export function progressFrom(draft: SavedDraft, storedFileIds: ReadonlySet<string>, referralCode: string | null): RestoredProgress {
  const answers = withoutMissingFiles(draft.answers, storedFileIds);
  const questions = questionsFor(answers);
  const progress = { answers, submitReady: draft.submitReady, ...(draft.lastAnsweredId ? { lastAnsweredId: draft.lastAnsweredId } : {}) };
  return {
    answers,
    index: resumeIndex(questions, progress),
    submitReady: draft.submitReady,
    lastAnsweredId: draft.lastAnsweredId,
    idempotencyKey: draft.idempotencyKey,
    referralCode: referralCode ?? draft.referralCode,
  };
}

/** Stored files no saved answer points at (picked, then abandoned before Next): to delete. */
export function orphanFileIds(answers: Record<string, unknown>, storedIds: readonly string[]): string[] {
  const used = new Set(allFileIds(answers));
  return storedIds.filter((id) => !used.has(id));
}
