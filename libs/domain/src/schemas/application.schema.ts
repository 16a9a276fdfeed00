import { z } from 'zod';
import { emailSchema, requiredText, TEXT_LIMITS } from './common.schema';

/**
 * POST /api/join/submit. `errors` maps field ids to messages shown next to
 * the fields; the applicant id comes from submissionId or result.applicant.id.
 */
export const applicationSubmitResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  submissionId: z.string().min(1).optional(),
  result: z.object({ applicant: z.object({ id: z.string().min(1) }) }).optional(),
});
export type ApplicationSubmitResponse = z.infer<typeof applicationSubmitResponseSchema>;

const SHA256_HEX = /^[a-f0-9]{64}$/i;

export const uploadedDocumentSchema = z.object({
  id: z.string().min(1),
  documentType: z.string().min(1),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(SHA256_HEX).optional(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** POST /api/documents/upload; a failure carries error and no documents. */
export const documentUploadResponseSchema = z.object({
  success: z.boolean(),
  documents: z.array(uploadedDocumentSchema).default([]),
  error: z.string().optional(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

/** Kept here rather than imported from questions/ so the wire contract changes only on purpose. */
const applicationTypeSchema = z.enum(['Individual', 'Entity', 'Investment']);

/** POST /api/send-welcome-email. */
export const welcomeEmailRequestSchema = z.object({
  email: emailSchema,
  name: requiredText(TEXT_LIMITS.NAME),
  entityType: applicationTypeSchema,
});
export type WelcomeEmailRequest = z.infer<typeof welcomeEmailRequestSchema>;
