import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import type { Db } from '../db/store';
import { readUntil } from './wait-until';

/**
 * A race made certain: runs `write` in a transaction of `app` and keeps it open while `other`
 * starts, until `other` is seen waiting for a lock the transaction holds; then commits, and answers
 * what `other` answered. Where instances share the database (PostgreSQL) this is the interleaving
 * a busy server meets by chance: `other` reads before the write commits and finishes after. On
 * SQLite the open transaction holds the one connection, so `other` runs after the commit: there is
 * nothing to wait for, and the race cannot happen there.
 */
export async function whileHeld<T>(app: FastifyInstance, write: (tx: Db) => Promise<void>, other: () => Promise<T>): Promise<T> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (written = resolve));
  const transaction = app.db.transaction(async (tx) => {
    await write(tx);
    written();
    await held;
  });
  // A write that fails ends the transaction before it is ready: its error is the answer.
  await Promise.race([ready, transaction]);
  let settled = false;
  const answer = other().finally(() => (settled = true));
  // Its failure is the caller's to see, once the transaction has ended: not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  try {
    const database = app.config.database;
    // `other` may also finish without waiting (it took no lock the write holds): nothing to wait for then.
    if (database) await lockWaiter(database.url, () => settled);
  } finally {
    release();
    await transaction;
  }
  return answer;
}

/** Resolves once some session of the database at `url` waits for a lock, or once `done` says there is no need. */
export async function lockWaiter(url: string, done: () => boolean): Promise<void> {
  const watcher = new Client({ connectionString: url });
  await watcher.connect();
  try {
    await readUntil(
      'a statement waiting for the held transaction’s lock',
      async () => Number((await watcher.query("select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()")).rows[0]?.n ?? 0),
      (n) => n > 0 || done(),
    );
  } finally {
    await watcher.end();
  }
}
