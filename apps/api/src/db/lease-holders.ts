import { and, count, gt, isNotNull, max } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './store';

/** An instance holding leases in one table: how many rows, and until when the latest runs. */
export interface LeaseHolding {
  instance: string;
  held: number;
  until: Date;
}

/**
 * Who holds a lease on rows of a table with lease_owner and lease_until (review-agent/jobs/lease.ts),
 * leases run out left aside: the instances at work now. The owner of the table calls it with its
 * own columns; one grouped statement.
 */
export async function leaseHolders(db: Db, table: SQLiteTable, columns: { owner: AnySQLiteColumn; until: AnySQLiteColumn }, now: Date): Promise<LeaseHolding[]> {
  const rows = await db.query((q) =>
    q
      .select({ instance: columns.owner, held: count(), until: max(columns.until) })
      .from(table)
      .where(and(isNotNull(columns.owner), gt(columns.until, now)))
      .groupBy(columns.owner),
  );
  return rows.map((row) => ({ instance: String(row.instance), held: Number(row.held), until: toDate(row.until) }));
}

/** max() of a timestamp comes back as the driver gives it: a number (SQLite), a Date or text (PostgreSQL). */
function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  return new Date(typeof value === 'number' ? value : String(value));
}
