import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';
import type { StatementObserver } from './statement-timing';

export type Dialect = 'sqlite' | 'postgres';

/** The tables of the store's dialect. Typed as the SQLite ones: schema-parity.spec.ts keeps the PostgreSQL twins alike. */
export type Tables = typeof schema;

/**
 * The query builder repositories write against. Typed as drizzle's SQLite builder; on PostgreSQL
 * the same calls build on drizzle's node-postgres builder, whose chain is the same for everything
 * the repositories use. Never call the SQLite-only `.get()`, `.all()`, `.run()` or `.values()`:
 * queries run only through a Db (see below).
 */
export type Orm = BetterSQLite3Database<typeof schema>;

/** A built query; drizzle runs it when `execute()` is called. */
export interface Runnable<T> {
  execute(): Promise<T>;
}

/** A select that can be prepared (drizzle's builder). */
export interface Preparable<T> {
  prepare(name?: string): unknown;
  toSQL(): { sql: string };
  execute(): Promise<T[]>;
}

/**
 * Statements written by hand in SQLite's SQL, prepared once per text and kept (so the texts must
 * come from a small fixed set), run on the raw connection when it is free.
 */
export interface HandPreparedReads {
  /** The statement's rows as arrays of column values, in the order the select names them. */
  rows(text: string, values: readonly unknown[]): Promise<unknown[][]>;
}

/**
 * The database, or an open transaction: repositories take either, so several writes can commit
 * together. Every query goes through `query`, `first` or `changes`, which run it at once on
 * SQLite's one connection (or wait while another caller's transaction holds it) and on a pooled
 * client (or the transaction's own) on PostgreSQL.
 */
export interface Db {
  readonly dialect: Dialect;
  /**
   * Whether this process is the only one that uses the database: true for a SQLite file (one API
   * process is the whole deployment), false for PostgreSQL (instances share it). Modules ask this,
   * never the dialect: what only this process writes may be cached or counted in memory, and a
   * lease found in the database at start is a dead earlier run's.
   */
  readonly soleProcess: boolean;
  /**
   * The hand-prepared path, where the store has one (a SQLite store outside a transaction): for the
   * few hot reads where drizzle's builder and row mapping cost more than the SQL itself. Modules ask
   * for this capability, never the dialect; where it is absent they build the same read with drizzle.
   */
  readonly handPrepared?: HandPreparedReads;
  readonly tables: Tables;
  /** Runs the query `build` makes: a select's rows, or the driver's answer to a write. */
  query<T>(build: (orm: Orm) => Runnable<T>): Promise<T>;
  /** The first row of the query `build` makes, or undefined. */
  first<T>(build: (orm: Orm) => Runnable<T[]>): Promise<T | undefined>;
  /** How many rows an INSERT, UPDATE or DELETE without RETURNING touched. */
  changes(build: (orm: Orm) => Runnable<unknown>): Promise<number>;
  /**
   * Prepares the select `build` makes once, with `sql.placeholder(...)` values filled in per call,
   * and returns a function giving its first row: for the reads every request makes (the session
   * lookup). Placeholder values skip drizzle's column encoding: pass instants through `instantValue`.
   */
  prepareFirst<T>(build: (orm: Orm) => Preparable<T>): (values: Record<string, unknown>) => Promise<T | undefined>;
  /**
   * All of `work` or none of it. Inside, query only through `tx` (a repository made on `tx`); the
   * connection is held until `work` settles, so `work` does database work and nothing slow. On a
   * transaction, a nested one is a savepoint.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Where other processes share the database (never where this one is its only user): tells every
   * process listening on `channel` (Store.listen), when the current transaction commits, or at once
   * outside one; a rolled-back transaction tells no one. For caches of rows other instances change.
   */
  signal?(channel: string, payload: string): Promise<void>;
}

/** A process's subscription to a channel (Store.listen). */
export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A signal's payload, after the transaction that sent it committed. */
  message(payload: string): void;
  /** The subscription is (re)established: signals from now on arrive. */
  listening(): void;
  /** The subscription broke: signals sent meanwhile are lost until `listening` is called again. */
  lost(): void;
}

/** The database a process opens: a Db, plus the durable write of the hot paths and closing. */
export interface Store extends Db {
  /**
   * Runs `work` in a transaction and resolves once it is durable. On SQLite, writes that arrive
   * together share one commit and one fsync (the group commit); a failed `work` rolls back alone.
   */
  commit<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * A value that moves whenever committed data may have changed, by this process or any other:
   * an answer cached under an older value is stale. It may also move when nothing we read did.
   */
  dataVersion(): Promise<string>;
  /**
   * After an erasure: leaves no copy of what was deleted in the database's own files, as far as the
   * store can. SQLite overwrites deleted content as it goes (secure_delete, database.ts) and here
   * truncates the WAL, the last place an older page image lives. PostgreSQL's dead rows stay in its
   * files until routine vacuuming reuses their space: nothing to do from here (docs/flows/data-rights.md).
   */
  forgetDeleted(): Promise<void>;
  /** The bytes the database takes: SQLite's pages (the WAL apart), PostgreSQL's database on its server. For the admins' System page. */
  sizeBytes(): Promise<number>;
  /** With `signal`: subscribes this process to a channel, reconnecting by itself while it is open. */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** From now on, every statement's time goes to `observer` too (the metrics, the traces); until someone observes, none is timed. */
  observeStatements(observer: StatementObserver): void;
  close(): Promise<void>;
}

/** An instant as a placeholder value: SQLite stores epoch milliseconds, PostgreSQL a timestamptz. */
export function instantValue(db: Pick<Db, 'dialect'>, at: Date): number | Date {
  return db.dialect === 'sqlite' ? at.getTime() : at;
}
