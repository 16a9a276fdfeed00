import type Database from 'better-sqlite3';

/** More texts than the API's queries make (an `in (…)` list or a multi-row insert makes one per length): past it the cache starts over rather than grow. */
const CACHED_TEXTS_LIMIT = 512;

/** What drizzle's better-sqlite3 session asks of its client. */
export type StatementClient = Pick<Database.Database, 'prepare' | 'transaction'>;

/**
 * The connection as drizzle sees it, compiling each SQL text once. drizzle builds its query again
 * for every run and has better-sqlite3 compile it again: on the upload path that compiling was 4 %
 * of the API's busy time (docs/bench.md). A compiled statement is reused for the same text.
 *
 * drizzle switches a statement to array rows (`raw()`) when it maps the columns itself, and reads
 * rows as objects when it does not; a shared statement keeps whichever mode it was last given, so
 * each use here sets the mode it needs first.
 */
export function statementCache(sqlite: Database.Database): StatementClient {
  const cached = new Map<string, Database.Statement>();
  const compiled = (text: string): Database.Statement => {
    let statement = cached.get(text);
    if (!statement) {
      if (cached.size >= CACHED_TEXTS_LIMIT) cached.clear();
      statement = modal(sqlite.prepare(text));
      cached.set(text, statement);
    }
    return statement;
  };
  return {
    prepare: ((text: string) => compiled(text)) as StatementClient['prepare'],
    transaction: sqlite.transaction.bind(sqlite),
  };
}

/** A statement whose row shape is set at each use: arrays after `raw()`, objects otherwise. Only what drizzle calls. */
function modal(statement: Database.Statement): Database.Statement {
  if (!statement.reader) return statement;
  const asObjects = () => statement.raw(false);
  const uses: Pick<Database.Statement, 'raw' | 'run' | 'get' | 'all'> = {
    raw: (toggle = true) => statement.raw(toggle),
    run: (...params: unknown[]) => statement.run(...params),
    get: (...params: unknown[]) => asObjects().get(...params),
    all: (...params: unknown[]) => asObjects().all(...params),
  };
  return uses as Database.Statement;
}
