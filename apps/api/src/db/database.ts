import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

/** The ORM over the connection; `$client` is the better-sqlite3 handle, for the few hot reads prepared by hand. */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface OpenDatabase {
  db: Db;
  sqlite: Database.Database;
  file: string;
}

/**
 * Opens DATA_DIR/quorum.db with the settings every write depends on, then applies the committed
 * migrations. synchronous=FULL with WAL: an acknowledged write survives a power loss, not just a crash.
 */
export function openDatabase(dataDir: string, migrationsFolder: string): OpenDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'quorum.db');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema, casing: 'snake_case' });
  migrate(db, { migrationsFolder });
  return { db, sqlite, file };
}

/** A database handle or an open transaction: repositories take either, so several writes can commit together. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
