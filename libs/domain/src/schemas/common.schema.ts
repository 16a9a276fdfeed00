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

/** How deep a free-form value sent to us may nest (objects and arrays); the wizard's answers reach 3. */
export const MAX_JSON_DEPTH = 8;

/**
 * Whether a parsed JSON value nests no deeper than `limit`, walked with a stack of its own, never
 * by recursion: a body of 20,000 nested arrays is 40 KB, parses, and would overflow the call stack of
 * anything recursive that touches it afterwards (JSON.stringify, a recursive schema).
 */
export function nestsWithin(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= limit) return false;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
  return true;
}

/** A free-form value from outside (an answer, a setting), refused when it nests past MAX_JSON_DEPTH. */
export const boundedJsonSchema = z.unknown().refine((value) => nestsWithin(value, MAX_JSON_DEPTH), `A value may nest at most ${MAX_JSON_DEPTH} levels deep`);
