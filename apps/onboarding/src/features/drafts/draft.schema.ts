import { z } from 'zod';
import { DRAFT_VERSION, type SavedDraft } from './draft.types';

/**
 * Saved progress as written to the browser database (house style: saved drafts are parsed with a
 * schema). This module is imported only when something was saved (see drafts.saga.ts), so zod
 * never weighs on a first visit's page load.
 */
export const savedDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.number().nonnegative(),
  answers: z.record(z.string(), z.unknown()),
  lastAnsweredId: z.string().nullable(),
  submitReady: z.boolean(),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  referralCode: z.string().nullable(),
  server: z.object({ draftId: z.string().min(1), deviceKey: z.string().min(1), uploadedSlots: z.array(z.string()) }).optional(),
});

// The schema and the hand-written type must agree; this line fails to compile if they drift.
const _sameShape: z.infer<typeof savedDraftSchema> extends SavedDraft ? (SavedDraft extends z.infer<typeof savedDraftSchema> ? true : never) : never = true;
void _sameShape;

/** The draft in a saved text, or undefined when the text is not one (corrupted, older, foreign). */
export function parseDraft(text: string): SavedDraft | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = savedDraftSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
