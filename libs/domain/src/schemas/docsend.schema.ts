import { z } from 'zod';
import { emailSchema, TEXT_LIMITS } from './common.schema';
import { materialSchema } from './material.schema';

/**
 * GET /api/docsend/check?docsendUrl=&email= and GET /api/docsend/passcode-check?docsendUrl=&email=.
 * Both fields are optional here so the route can answer its own message when one is missing.
 */
export const docsendCheckQuerySchema = z.object({
  docsendUrl: z.string().trim().max(TEXT_LIMITS.URL).optional(),
  email: emailSchema.optional(),
});
export type DocsendCheckQuery = z.infer<typeof docsendCheckQuerySchema>;

/** POST /api/dossiers/:id/docsend (url, email, passcode, user). */
export const docsendConvertRequestSchema = z.object({
  url: z.string().trim().max(TEXT_LIMITS.URL).optional(),
  email: emailSchema.optional(),
  passcode: z.string().max(TEXT_LIMITS.NAME).optional(),
  user: z.object({ email: emailSchema }).optional(),
});
export type DocsendConvertRequest = z.infer<typeof docsendConvertRequestSchema>;

/**
 * converted: the deck became a PDF material (docsend_{timestamp}.pdf); false when no converter is
 * configured and the link was kept as a docsend-link material instead.
 */
export const docsendConvertResponseSchema = z.object({
  success: z.literal(true),
  converted: z.boolean(),
  message: z.string(),
  material: materialSchema,
});
export type DocsendConvertResponse = z.infer<typeof docsendConvertResponseSchema>;
