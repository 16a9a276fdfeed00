/** The codes a broken unique index or primary key reports: better-sqlite3's, and PostgreSQL's SQLSTATE (one for both). */
const UNIQUE_VIOLATION_CODES: ReadonlySet<unknown> = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/**
 * PostgreSQL's refusals of text it cannot store: a NUL character in text (22021) or in jsonb
 * (22P05). SQLite stores both; the API refuses NUL characters before any query (lib/nul-characters.ts),
 * and this catches one that reaches a query some way those checks do not cover.
 */
const UNSTORABLE_TEXT_CODES: ReadonlySet<unknown> = new Set(['22021', '22P05']);

/**
 * The database cannot be reached right now: the connection was refused, timed out, dropped, or
 * the server is shutting down or starting (SQLSTATE class 08, 57P01–57P03). A condition of the
 * deployment, not of the request: a 503 the client may retry, not a 500.
 */
const UNAVAILABLE_CODES: ReadonlySet<unknown> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Cannot use a pool after calling end on the pool)$/;

/** drizzle wraps some drivers' errors (node-postgres') in a DrizzleQueryError holding the driver's as its cause. */
function hasCode(error: unknown, codes: ReadonlySet<unknown>, messages?: RegExp): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (codes.has(code) || (messages && typeof message === 'string' && messages.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A broken unique index or primary key (an idempotency key or a member's email raced in). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, UNIQUE_VIOLATION_CODES);

/** Text the database cannot store (see UNSTORABLE_TEXT_CODES): the request's fault, a 400. */
export const isUnstorableText = (error: unknown): boolean => hasCode(error, UNSTORABLE_TEXT_CODES);

/** The database cannot be reached (see UNAVAILABLE_CODES): a 503. */
export const isDatabaseUnavailable = (error: unknown): boolean => hasCode(error, UNAVAILABLE_CODES, UNAVAILABLE_MESSAGES);
