import { z } from 'zod';
import { boundedJsonSchema, emailSchema, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * Continue on another device (docs/flows/wizard.md): the wizard's progress kept on the server,
 * encrypted, so an emailed link can restore it in another browser. A browser proves it may read and
 * save a draft with its device key, sent in the DRAFT_KEY_HEADER header.
 */
export const DRAFT_KEY_HEADER = 'x-quorum-draft-key';

/** Random keys and tokens the server hands out: base64url, 32 random bytes or more. */
const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);

/** A wizard file's id: the draft file answers the "slot" a file fills. */
export const draftSlotSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** What the wizard holds, the same fields as the progress it saves in the browser (no device key). */
export const draftPayloadSchema = z.object({
  savedAt: z.number().int().nonnegative(),
  answers: z.record(z.string().max(TEXT_LIMITS.ID), boundedJsonSchema),
  lastAnsweredId: z.string().max(TEXT_LIMITS.ID).nullable(),
  submitReady: z.boolean(),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  referralCode: z.string().max(64).nullable(),
});
export type DraftPayload = z.infer<typeof draftPayloadSchema>;

/** POST /api/drafts: keep this progress on the server and email a link to it. */
export const createDraftRequestSchema = z.object({ email: emailSchema, payload: draftPayloadSchema });
export type CreateDraftRequest = z.infer<typeof createDraftRequestSchema>;

/** The draft's id and this browser's key to it (the server keeps only the key's hash). */
export const draftAccessSchema = z.object({ draftId: z.string().min(1).max(TEXT_LIMITS.ID), deviceKey: secretSchema });
export type DraftAccess = z.infer<typeof draftAccessSchema>;

export const createDraftResponseSchema = draftAccessSchema.extend({ success: z.literal(true) });
export type CreateDraftResponse = z.infer<typeof createDraftResponseSchema>;

/** PUT /api/drafts/:id: newer progress; `fileSlots` are the files it still uses (others are deleted). */
export const saveDraftRequestSchema = z.object({ payload: draftPayloadSchema, fileSlots: z.array(draftSlotSchema).max(200) });
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

export const draftFileSchema = z.object({
  id: z.string().min(1),
  slot: draftSlotSchema,
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

/** A draft as a browser with a key reads it: the progress, its files, and when it was last changed and ends. */
export const draftSchema = z.object({
  draftId: z.string().min(1),
  payload: draftPayloadSchema,
  files: z.array(draftFileSchema),
  updatedAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type Draft = z.infer<typeof draftSchema>;

export const draftResponseSchema = z.object({ success: z.literal(true), draft: draftSchema });
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** POST /api/drafts/open: the emailed link's token, spent on use. */
export const openDraftRequestSchema = z.object({ token: z.string().min(1).max(TEXT_LIMITS.TOKEN) });
export type OpenDraftRequest = z.infer<typeof openDraftRequestSchema>;

/** The draft and a new key for the browser that opened the link. */
export const openDraftResponseSchema = draftResponseSchema.extend({ deviceKey: secretSchema });
export type OpenDraftResponse = z.infer<typeof openDraftResponseSchema>;

export const draftFileResponseSchema = z.object({ success: z.literal(true), file: draftFileSchema });
export type DraftFileResponse = z.infer<typeof draftFileResponseSchema>;

/**
 * GET /api/drafts/:id/files/:fileId: a file's bytes as base64 inside JSON, so the wizard restores it
 * through the one API client (text answers) like every other call; a restore reads each file once.
 */
export const draftFileContentResponseSchema = draftFileResponseSchema.extend({ contentBase64: z.base64() });
export type DraftFileContentResponse = z.infer<typeof draftFileContentResponseSchema>;

export const draftDoneResponseSchema = z.object({ success: z.literal(true) });
