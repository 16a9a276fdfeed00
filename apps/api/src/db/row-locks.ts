import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Orm } from './store';

/** drizzle's PostgreSQL select has `.for`; the builder is typed as SQLite's (see store.ts), so it is reached through this. */
type Lockable<T> = { for(strength: 'update', config?: { skipLocked?: boolean }): T };

/**
 * The select that picks the row a claim takes. On PostgreSQL it locks that row and skips rows
 * another instance's claim has locked (FOR UPDATE SKIP LOCKED), so instances claiming at once
 * take different rows instead of queueing behind one another. SQLite has a single writer: the
 * claim's one UPDATE statement is atomic as it is.
 */
export function skippingLocked<T>(db: Pick<Db, 'dialect'>, select: T): T {
  if (db.dialect !== 'postgres') return select;
  return (select as unknown as Lockable<T>).for('update', { skipLocked: true });
}

/**
 * A select that, inside a transaction on PostgreSQL, locks the rows it reads until the
 * transaction ends (FOR UPDATE): writes that read before they write (append at the next
 * position, insert unless present) take it first, so two of them on the same row queue instead
 * of both acting on what they read. On SQLite a transaction already holds the one connection.
 */
export function lockingRows<T>(db: Pick<Db, 'dialect'>, select: T): T {
  if (db.dialect !== 'postgres') return select;
  return (select as unknown as Lockable<T>).for('update');
}

/**
 * The WHERE of an UPDATE that claims the oldest row `pickable` allows, one row per statement:
 * `id = (select id … where pickable order by createdAt limit 1)`, the select skipping rows
 * another claim has locked. The subselect runs once per statement; `pickable` is repeated outside
 * because on PostgreSQL a row changed since the statement began is checked again there.
 */
export function oldestPickable(db: Pick<Db, 'dialect'>, q: Orm, table: SQLiteTable, id: AnySQLiteColumn, createdAt: AnySQLiteColumn, pickable: SQL | undefined): SQL | undefined {
  return and(eq(id, skippingLocked(db, q.select({ id }).from(table).where(pickable).orderBy(asc(createdAt)).limit(1))), pickable);
}

/** drizzle's PostgreSQL database runs raw SQL with `.execute`; the builder is typed as SQLite's (see store.ts). */
type Executing = { execute(query: SQL): Promise<unknown> };

/**
 * Takes a named lock until the transaction `tx` ends: for a check that reads many rows (a quota's
 * sum) before it writes, where no one row can be locked. On PostgreSQL a transaction-scoped
 * advisory lock (released by commit or rollback, so none is ever left held); on SQLite the
 * transaction already holds the one connection.
 */
export async function holdingLock(tx: Db, name: string): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  await tx.query((q) => ({ execute: () => (q as unknown as Executing).execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`) }));
}
