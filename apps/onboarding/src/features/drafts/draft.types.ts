/** The saved form of progress; draft.schema.ts checks it when reading (type only here: no zod). */
export interface SavedDraft {
  version: 1;
  savedAt: number;
  answers: Record<string, unknown>;
  lastAnsweredId: string | null;
  submitReady: boolean;
  idempotencyKey: string;
  referralCode: string | null;
  /** This browser's key to the server copy, when there is one (Continue on another device). */
  server?: SavedServerLink | undefined;
}

export interface SavedServerLink {
  draftId: string;
  deviceKey: string;
  /** The wizard's files already stored with the server copy. */
  uploadedSlots: string[];
}

export const DRAFT_VERSION = 1;

/** Referral and invitation codes as the API accepts them; anything else is not kept. */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;
