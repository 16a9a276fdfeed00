/** The codes a broken unique index or primary key reports: better-sqlite3's, and PostgreSQL's SQLSTATE (one for both). */
const UNIQUE_VIOLATION_CODES: ReadonlySet<unknown> = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/**
 * PostgreSQL's refusals of text it cannot store: a NUL character in text (22021) or in jsonb
 * (22P05). SQLite stores both; the API refuses NUL characters before any query (lib/nul-characters.ts),
 * and this catches one that reaches a query some way those checks do not cover.
 */
const UNSTORABLE_TEXT_CODES: ReadonlySet<unknown> = new Set(['22021', '22P05']);

/** drizzle wraps some drivers' errors (node-postgres') in a DrizzleQueryError holding the driver's as its cause. */
function hasCode(error: unknown, codes: ReadonlySet<unknown>): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    if (codes.has((current as { code?: unknown }).code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A broken unique index or primary key (an idempotency key or a member's email raced in). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, UNIQUE_VIOLATION_CODES);

/** Text the database cannot store (see UNSTORABLE_TEXT_CODES): the request's fault, a 400. */
export const isUnstorableText = (error: unknown): boolean => hasCode(error, UNSTORABLE_TEXT_CODES);
