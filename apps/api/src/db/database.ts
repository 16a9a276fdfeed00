import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { createSqliteStore, type SqliteStore } from './sqlite-store';
import { statementCache } from './statement-cache';

export type { Db, Store } from './store';

export interface OpenDatabase {
  db: SqliteStore;
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
  // Deleted rows are overwritten, not left in free space: an erased person's data must not be
  // readable from the file afterwards (docs/flows/data-rights.md). Deletes are rare here; the cost
  // is a few page writes when one happens.
  sqlite.pragma('secure_delete = ON');
  const orm = drizzle({ client: statementCache(sqlite) as Database.Database, schema, casing: 'snake_case' });
  migrate(orm, { migrationsFolder });
  return { db: createSqliteStore(sqlite, orm), sqlite, file };
}
