import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type QueryResult } from 'pg';
import * as pgSchema from './schema-pg';
import { listenOnPostgres } from './postgres-listen';
import { sharedPerTurn } from './shared-per-turn';
import type { Db, Orm, Preparable, Runnable, Store, Tables } from './store';
import { statementTiming, timedAsync, type StatementTiming } from './statement-timing';

type PgOrm = NodePgDatabase<typeof pgSchema>;
type PgTx = Parameters<Parameters<PgOrm['transaction']>[0]>[0];

// The repositories are typed against the SQLite tables and builder (see store.ts); here the same
// calls reach the PostgreSQL twins. schema-parity.spec.ts keeps tables, columns and types alike.
const tables = pgSchema as unknown as Tables;
const asOrm = (orm: PgOrm | PgTx) => orm as unknown as Orm;
const changesOf = (result: unknown): number => (result as QueryResult).rowCount ?? 0;
/** NOTIFY through pg_notify: inside a transaction it is sent when the transaction commits. */
const notify = (orm: () => PgOrm | PgTx) => async (channel: string, payload: string) => {
  await orm().execute(sql`select pg_notify(${channel}, ${payload})`);
};

interface PgPrepared<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/**
 * Named server-side statements, each pooled client preparing one the first time it runs it. The
 * name comes from the statement's text, so repositories made again and again (one per request or
 * transaction) share one statement per connection instead of piling up new ones.
 */
const prepareFirst =
  (orm: () => PgOrm | PgTx, timing: StatementTiming) =>
  <T>(build: (orm: Orm) => Preparable<T>) => {
    let prepared: PgPrepared<T> | undefined;
    return async (values: Record<string, unknown>) => {
      if (!prepared) {
        const query = build(asOrm(orm()));
        prepared = query.prepare(`quorum_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`) as PgPrepared<T>;
      }
      const statement = prepared;
      return (await timedAsync(timing, () => statement.execute(values)))[0];
    };
  };

const run = <T>(build: (orm: Orm) => Runnable<T>, orm: () => PgOrm | PgTx, timing: StatementTiming): Promise<T> => {
  try {
    const query = build(asOrm(orm()));
    return timedAsync(timing, () => query.execute());
  } catch (error) {
    return Promise.reject(error);
  }
};

/** A Db bound to an open transaction; refuses queries once the transaction has ended (its client is back in the pool). */
function transactionDb(tx: PgTx, timing: StatementTiming): Db & { end(): void } {
  let open = true;
  const on = () => {
    if (!open) throw new Error('this transaction has ended: query through the database instead');
    return tx;
  };
  const db: Db & { end(): void } = {
    dialect: 'postgres',
    soleProcess: false,
    tables,
    query: (build) => run(build, on, timing),
    first: (build) => run(build, on, timing).then((rows) => rows[0]),
    changes: (build) => run(build, on, timing).then(changesOf),
    prepareFirst: prepareFirst(on, timing),
    // drizzle makes a nested transaction a savepoint.
    transaction: (work) => on().transaction((inner) => within(inner, work, timing)),
    signal: notify(on),
    end: () => {
      open = false;
    },
  };
  return db;
}

async function within<T>(tx: PgTx, work: (tx: Db) => Promise<T>, timing: StatementTiming): Promise<T> {
  const db = transactionDb(tx, timing);
  try {
    return await work(db);
  } finally {
    db.end();
  }
}

export interface PostgresStore extends Store {
  readonly dialect: 'postgres';
  readonly pool: Pool;
}

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Connections this instance keeps open at most. */
  poolSize?: number;
}

/** How long a query waits for a connection to the server before it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The store over a node-postgres pool. Each query takes a pooled client; a transaction keeps one
 * client from BEGIN to COMMIT. PostgreSQL commits durably by itself (and gathers concurrent
 * commits into one WAL flush), so `commit` is a plain transaction here.
 */
export function createPostgresStore(options: PostgresOptions): PostgresStore {
  // A server that does not answer fails the request after CONNECT_TIMEOUT_MS (a 503, see db/errors.ts) instead of holding it for the OS's TCP timeout.
  const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client whose server went away must not take the process down; the next query reports it.
  pool.on('error', () => undefined);
  const orm = drizzle(pool, { schema: pgSchema, casing: 'snake_case' });
  const root = () => orm;
  const timing = statementTiming();
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> => orm.transaction((tx) => within(tx, work, timing));
  return {
    dialect: 'postgres',
    soleProcess: false,
    tables,
    pool,
    query: (build) => run(build, root, timing),
    first: (build) => run(build, root, timing).then((rows) => rows[0]),
    changes: (build) => run(build, root, timing).then(changesOf),
    prepareFirst: prepareFirst(root, timing),
    transaction,
    commit: transaction,
    signal: notify(root),
    listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
    // The transactions in progress and the next to complete (xmin:xmax:running ids). Any commit of
    // a write, by any instance, changes it: its id leaves the running list, or it was at or past
    // xmax, which then moves; neither comes back. Reads take no transaction id, so unlike the WAL
    // position (which moved with hint bits, page pruning and the server's own records, so the deal
    // lists were rebuilt on almost every request) it stays put while only reads happen. The requests
    // of one turn share one query (shared-per-turn.ts).
    dataVersion: sharedPerTurn(async () => (await pool.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot')).rows[0]?.snapshot ?? ''),
    // Dead rows are the server's to reclaim (autovacuum); nothing an instance can do makes them unreadable sooner short of rewriting tables.
    forgetDeleted: async () => undefined,
    sizeBytes: async () => Number((await pool.query<{ bytes: string }>('select pg_database_size(current_database())::text as bytes')).rows[0]?.bytes ?? 0),
    observeStatements: (observer) => {
      timing.observers.push(observer);
    },
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock that lets one starting instance migrate while the others wait. */
const MIGRATION_LOCK = 7_202_611;

/** Applies the committed PostgreSQL migrations (apps/api/drizzle-pg), one instance at a time. */
export async function migratePostgres(store: PostgresStore, migrationsFolder: string): Promise<void> {
  const client = await store.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
