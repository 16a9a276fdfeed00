/** The codes a broken unique index or primary key reports: better-sqlite3's, and PostgreSQL's SQLSTATE (one for both). */
const UNIQUE_VIOLATION_CODES: ReadonlySet<unknown> = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/**
 * A broken unique index or primary key (an idempotency key or a member's email raced in). drizzle wraps some
 * drivers' errors (node-postgres') in a DrizzleQueryError holding the driver's as its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    if (UNIQUE_VIOLATION_CODES.has((current as { code?: unknown }).code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
