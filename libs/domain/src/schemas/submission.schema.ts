import { z } from 'zod';
import { CONSTANTS } from '../constants';
import { emailSchema, httpUrlSchema, requiredText, TEXT_LIMITS } from './common.schema';

/** A founder contact from the Add More Info modal. */
export const founderContactSchema = z.object({
  name: requiredText(TEXT_LIMITS.NAME),
  contactType: z.enum(CONSTANTS.CONTACT_TYPES),
  contactValue: requiredText(TEXT_LIMITS.CONTACT_VALUE),
});
export type FounderContact = z.infer<typeof founderContactSchema>;

/** At most two contacts. */
export const founderContactsSchema = z.array(founderContactSchema).max(CONSTANTS.MAX_FOUNDER_CONTACTS);

/**
 * POST /api/send-deal-submitted-email. url is optional because a deal made
 * only of PDF files has no link to show.
 */
export const dealSubmittedEmailRequestSchema = z.object({
  email: emailSchema,
  name: requiredText(TEXT_LIMITS.NAME),
  url: httpUrlSchema.optional(),
});
export type DealSubmittedEmailRequest = z.infer<typeof dealSubmittedEmailRequestSchema>;

/** The shared-link status check. */
export const docsendCheckResponseSchema = z.object({
  dataroom: z.boolean(),
  unavailable: z.boolean(),
});
export type DocsendCheckResponse = z.infer<typeof docsendCheckResponseSchema>;

export const docsendPasscodeResponseSchema = z.object({ requiresPasscode: z.boolean() });
export type DocsendPasscodeResponse = z.infer<typeof docsendPasscodeResponseSchema>;
