import type Database from 'better-sqlite3';
import { open, type FileHandle } from 'node:fs/promises';

export interface GroupCommit {
  /**
   * Runs `work` (synchronous writes) inside the next shared transaction and resolves once that
   * transaction has committed, i.e. once the write is durable. A throw in `work` rolls back only
   * its own writes (a savepoint) and rejects only its own promise.
   */
  run<T>(work: () => T): Promise<T>;
  /** Closes the WAL file kept open for the fsyncs (before the database itself closes). */
  close(): Promise<void>;
}

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. With synchronous=FULL every COMMIT waits for an fsync of the WAL, on the event
 * loop (better-sqlite3 is synchronous): one commit per request caps writes at the disk's fsync
 * rate and stalls every other request meanwhile (while uploads stream, ext4 makes that fsync also
 * wait for their data: a third of the upload path's time went there). So writes that arrive in
 * the same turn of the event loop are gathered and committed together (setImmediate: after the
 * I/O callbacks that delivered them), and the batch's commit is written to the WAL without the
 * fsync (synchronous=NORMAL for that one transaction); the WAL is then fsynced on the thread pool
 * while the event loop goes on, and only then is anyone in the batch answered. An acknowledged
 * write is on disk exactly as with FULL: SQLite's recovery replays every WAL frame up to the last
 * commit whose frames are intact, and the fsync covers all frames written before it.
 */
export function createGroupCommit(sqlite: Database.Database): GroupCommit {
  let pending: Pending[] = [];
  let scheduled = false;
  const walFile = sqlite.memory ? undefined : `${sqlite.name}-wal`;
  let wal: Promise<FileHandle> | undefined;
  // The WAL exists from the first commit on; it is never deleted while the connection is open.
  const syncWal = async () => {
    if (!walFile) return;
    wal ??= open(walFile, 'r+');
    await (await wal).datasync();
  };

  const flush = async () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      sqlite.pragma('synchronous = NORMAL');
      try {
        sqlite.transaction(() => {
          for (const item of batch) {
            try {
              // Nested better-sqlite3 transaction: a SAVEPOINT, released or rolled back on its own.
              outcomes.push({ ok: true, value: sqlite.transaction(item.work)() });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
        })();
      } finally {
        sqlite.pragma('synchronous = FULL');
      }
      await syncWal();
    } catch (error) {
      // The commit or its fsync failed (disk full, I/O error): nobody in the batch is told it is stored.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  };

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
    async close() {
      const handle = wal;
      wal = undefined;
      if (handle) await (await handle.catch(() => undefined))?.close();
    },
  };
}
