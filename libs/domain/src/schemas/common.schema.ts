import { z } from 'zod';

/**
 * Upper bounds for text that clients send. Generous for real use, small enough that a
 * hostile client cannot make the API store or forward megabytes in one field.
 */
export const TEXT_LIMITS = {
  EMAIL: 254, // RFC 5321 path limit
  NAME: 200,
  ID: 128,
  URL: 2048,
  TOKEN: 4096,
  CONTACT_VALUE: 320,
  COMMENT: 2000,
  SHORT: 50,
} as const;

/** Emails are compared case-insensitively everywhere, so they are trimmed and lower-cased once here. */
export const emailSchema = z.string().trim().toLowerCase().max(TEXT_LIMITS.EMAIL).pipe(z.email());

/** A trimmed, non-blank string of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const idSchema = requiredText(TEXT_LIMITS.ID);

/** An absolute http(s) URL; other schemes (javascript:, data:, ftp:) are refused. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.URL)
  .pipe(z.url({ protocol: /^https?$/ }));

/** ISO 8601 timestamps with an offset, as `Date.prototype.toISOString` writes them. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Text the server may leave out; read as null so clients have a single "absent" value. */
export const optionalText = z.string().nullable().default(null);

export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
