/**
 * PostgreSQL cannot store a NUL character in text or jsonb (SQLite can), and no value of Quorum's
 * has a use for one: the API refuses it in every request value before any query, with this message.
 */
export const NUL_CHARACTER_MESSAGE = 'The request contains a NUL character (\\u0000), which is not allowed in any value.';

/** True when a string anywhere in a parsed value (params, query, JSON body, a form field) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Parsed JSON is as deep as its text allows; the bound only keeps a hostile body from costing more than it is worth.
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  return false;
}
