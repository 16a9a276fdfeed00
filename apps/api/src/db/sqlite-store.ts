import type Database from 'better-sqlite3';
import { statementTiming, timedSync, type StatementTiming } from './statement-timing';
import { open, type FileHandle } from 'node:fs/promises';
import { createDataVersion } from './data-version';
import * as schema from './schema';
import type { Db, HandPreparedReads, Orm, Preparable, Runnable, Store } from './store';

/**
 * Who holds SQLite's one connection. better-sqlite3 runs each statement synchronously, so a lone
 * query never needs it; but a transaction's work awaits between its statements, and anything
 * another request ran on the connection meanwhile would land inside that transaction (and vanish
 * with its rollback). So a transaction takes the connection, and every query from elsewhere waits
 * for it. Handed over in arrival order, straight to the next waiter, so nobody slips in between.
 */
class ConnectionLock {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  /** Takes the connection if it is free, synchronously. */
  tryTake(): boolean {
    if (this.held) return false;
    this.held = true;
    return true;
  }

  take(): Promise<void> {
    if (this.tryTake()) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

const changesOf = (result: unknown): number => (result as Database.RunResult).changes;

interface SqlitePrepared<T> {
  get(values: Record<string, unknown>): T | undefined;
}

// drizzle's better-sqlite3 builders run their statement inside execute() itself, synchronously;
// `await builder` would run it a microtask later, when the lock may belong to someone else.
const runNow = <T>(build: (orm: Orm) => Runnable<T>, orm: Orm, timing: StatementTiming, usable?: () => void): Promise<T> => {
  try {
    usable?.();
    return timedSync(timing, () => build(orm).execute());
  } catch (error) {
    return Promise.reject(error);
  }
};

/**
 * The transaction statements every write runs, compiled once: `exec` compiles its text at each call
 * (with `pragma()`, 3 % of the upload path's busy time, docs/bench.md).
 */
function transactionControl(sqlite: Database.Database) {
  const statement = (text: string) => {
    const compiled = sqlite.prepare(text);
    return () => void compiled.run();
  };
  return {
    begin: statement('BEGIN IMMEDIATE'),
    commit: statement('COMMIT'),
    rollback: statement('ROLLBACK'),
    savepoint: statement('SAVEPOINT batch_item'),
    release: statement('RELEASE batch_item'),
    rollbackToSavepoint: statement('ROLLBACK TO batch_item'),
    /** The group commit's own transaction: written to the WAL without its fsync, which follows on the thread pool. */
    deferFsync: statement('PRAGMA synchronous = NORMAL'),
    fsyncEachCommit: statement('PRAGMA synchronous = FULL'),
  };
}

type TransactionControl = ReturnType<typeof transactionControl>;

/** More texts than the deal reads' size buckets ever make: past it, the cache starts over rather than grow. */
const HAND_PREPARED_LIMIT = 256;

/** The hand-prepared path over the raw connection: each text prepared once, in raw (array) mode. */
function handPreparedReads(sqlite: Database.Database, holding: <T>(task: () => Promise<T>) => Promise<T>, timing: StatementTiming): HandPreparedReads {
  const statements = new Map<string, Database.Statement>();
  const statementFor = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (!statement) {
      if (statements.size >= HAND_PREPARED_LIMIT) statements.clear();
      statement = sqlite.prepare(text).raw();
      statements.set(text, statement);
    }
    return statement;
  };
  return {
    rows: (text, values) => holding(() => new Promise((resolve) => resolve(timedSync(timing, () => statementFor(text).all(...values) as unknown[][])))),
  };
}

export interface SqliteStore extends Store {
  readonly dialect: 'sqlite';
  /** Runs `read` on the raw connection when it is free: for tools outside the API (the bench's seeding). Modules use `handPrepared`. */
  native<T>(read: (sqlite: Database.Database) => T): Promise<T>;
}

/**
 * The store over one better-sqlite3 connection (WAL, synchronous=FULL, set by openDatabase).
 * `commit` is the group commit: see flush() below.
 */
export function createSqliteStore(sqlite: Database.Database, orm: Orm): SqliteStore {
  const lock = new ConnectionLock();
  const timing = statementTiming();
  let savepoints = 0;

  /** Runs `task` holding the connection: at once when it is free, else in turn. */
  const holding = <T>(task: () => Promise<T>): Promise<T> => {
    if (lock.tryTake()) {
      const result = task();
      lock.release();
      return result;
    }
    return lock.take().then(() => {
      const result = task();
      lock.release();
      return result;
    });
  };

  /** A Db bound to a transaction this store has open: its queries run at once (it holds the connection). */
  const transactionDb = (): Db & { end(): void } => {
    let open = true;
    const usable = () => {
      if (!open) throw new Error('this transaction has ended: query through the database instead');
    };
    const tx: Db & { end(): void } = {
      dialect: 'sqlite',
      soleProcess: true,
      tables: schema,
      query: (build) => runNow(build, orm, timing, usable),
      first: (build) => runNow(build, orm, timing, usable).then((rows) => rows[0]),
      changes: (build) => runNow(build, orm, timing, usable).then(changesOf),
      prepareFirst: <T>(build: (orm: Orm) => Preparable<T>) => {
        const prepared = build(orm).prepare() as SqlitePrepared<T>;
        return (values: Record<string, unknown>) => new Promise<T | undefined>((resolve) => resolve((usable(), timedSync(timing, () => prepared.get(values)))));
      },
      transaction: async (work) => {
        usable();
        const name = `nested_${(savepoints += 1)}`;
        sqlite.exec(`SAVEPOINT ${name}`);
        try {
          const result = await work(tx);
          sqlite.exec(`RELEASE ${name}`);
          return result;
        } catch (error) {
          sqlite.exec(`ROLLBACK TO ${name}`);
          sqlite.exec(`RELEASE ${name}`);
          throw error;
        }
      },
      end: () => {
        open = false;
      },
    };
    return tx;
  };

  const control = transactionControl(sqlite);
  const transaction = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    await lock.take();
    const tx = transactionDb();
    try {
      control.begin();
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        if (sqlite.inTransaction) control.rollback();
        throw error;
      }
      control.commit();
      return result;
    } finally {
      tx.end();
      lock.release();
    }
  };

  const group = createGroupCommit(sqlite, control, lock, transactionDb);
  const version = createDataVersion(sqlite);

  return {
    dialect: 'sqlite',
    soleProcess: true,
    tables: schema,
    query: (build) => holding(() => runNow(build, orm, timing)),
    first: (build) => holding(() => runNow(build, orm, timing)).then((rows) => rows[0]),
    changes: (build) => holding(() => runNow(build, orm, timing)).then(changesOf),
    native: (read) => holding(() => new Promise((resolve) => resolve(read(sqlite)))),
    handPrepared: handPreparedReads(sqlite, holding, timing),
    prepareFirst: <T>(build: (orm: Orm) => Preparable<T>) => {
      const prepared = build(orm).prepare() as SqlitePrepared<T>;
      return (values: Record<string, unknown>) => holding(() => new Promise<T | undefined>((resolve) => resolve(timedSync(timing, () => prepared.get(values)))));
    },
    transaction,
    commit: group.run,
    // No lock: it reads counters, not rows, and an open transaction's writes have already moved them.
    dataVersion: async () => version(),
    forgetDeleted: () =>
      holding(
        () =>
          new Promise<void>((resolve) => {
            // Copies every page to the database file (secure_delete has zeroed deleted rows there) and empties the WAL.
            sqlite.pragma('wal_checkpoint(TRUNCATE)');
            resolve();
          }),
      ),
    sizeBytes: () =>
      holding(
        () =>
          new Promise<number>((resolve) => {
            resolve(Number(sqlite.pragma('page_count', { simple: true })) * Number(sqlite.pragma('page_size', { simple: true })));
          }),
      ),
    observeStatements: (observer) => {
      timing.observers.push(observer);
    },
    close: async () => {
      await group.close();
      sqlite.close();
    },
  };
}

interface Pending {
  work: (tx: Db) => Promise<unknown>;
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
function createGroupCommit(sqlite: Database.Database, control: TransactionControl, lock: ConnectionLock, transactionDb: () => Db & { end(): void }) {
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

  /** Each work in its own savepoint, so a failed one rolls back alone. */
  const runBatch = async (batch: Pending[]) => {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    const tx = transactionDb();
    try {
      for (const item of batch) {
        control.savepoint();
        try {
          outcomes.push({ ok: true, value: await item.work(tx) });
          control.release();
        } catch (error) {
          control.rollbackToSavepoint();
          control.release();
          outcomes.push({ ok: false, error });
        }
      }
    } finally {
      tx.end();
    }
    return outcomes;
  };

  const flush = async () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    let outcomes: Awaited<ReturnType<typeof runBatch>>;
    try {
      await lock.take();
      try {
        control.deferFsync();
        control.begin();
        try {
          outcomes = await runBatch(batch);
          control.commit();
        } catch (error) {
          if (sqlite.inTransaction) control.rollback();
          throw error;
        }
      } finally {
        control.fsyncEachCommit();
        lock.release();
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
    run<T>(work: (tx: Db) => Promise<T>): Promise<T> {
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
