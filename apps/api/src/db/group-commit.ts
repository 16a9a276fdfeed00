import type Database from 'better-sqlite3';

export interface GroupCommit {
  /**
   * Runs `work` (synchronous writes) inside the next shared transaction and resolves once that
   * transaction has committed, i.e. once the write is durable. A throw in `work` rolls back only
   * its own writes (a savepoint) and rejects only its own promise.
   */
  run<T>(work: () => T): Promise<T>;
}

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. With synchronous=FULL every COMMIT waits for an fsync of the WAL, on the event
 * loop (better-sqlite3 is synchronous): one commit per request caps writes at the disk's fsync
 * rate and stalls every other request meanwhile. Writes that arrive in the same turn of the event
 * loop are instead gathered and committed together (setImmediate: after the I/O callbacks that
 * delivered them), one fsync for the batch. Nobody is answered before the commit that holds their
 * write, so an acknowledged write survives a crash exactly as before.
 */
export function createGroupCommit(sqlite: Database.Database): GroupCommit {
  let pending: Pending[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
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
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of the batch is durable.
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
          setImmediate(flush);
        }
      });
    },
  };
}
