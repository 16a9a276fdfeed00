import type { FileRef } from '@quorum/domain';

/**
 * A file as the answers hold it: a FileRef (name, size) plus the id of its bytes in the browser
 * database. Answers stay plain data, so the store, saved progress and the rules all read them.
 */
export interface StoredFileRef extends FileRef {
  readonly id: string;
  readonly type: string;
}

/** Where picked files go: a file question, or the ID documents of one person in a list. */
export interface FileTarget {
  readonly fieldId: string;
  readonly personIndex?: number;
}

export type WizardStatus = 'restoring' | 'editing' | 'submitted';

/** What a saved draft brings back (features/drafts builds it; the wizard only receives it). */
export interface RestoredProgress {
  answers: Record<string, unknown>;
  index: number;
  submitReady: boolean;
  lastAnsweredId: string | null;
  idempotencyKey: string;
  referralCode: string | null;
}
