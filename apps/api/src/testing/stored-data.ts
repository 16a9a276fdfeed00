import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostgresStore } from '../db/postgres-store';
import type { TestApp } from './build-test-app';

/**
 * Everything the database holds, as bytes to search (what "at rest" means for each dialect): on
 * SQLite the database file and its WAL, page for page; on PostgreSQL, whose files belong to the
 * server, every row of every table in its text form.
 */
export async function storedData(testApp: Pick<TestApp, 'app' | 'dataDir'>): Promise<Buffer> {
  const { db } = testApp.app;
  if (db.dialect === 'sqlite') {
    const file = path.join(testApp.dataDir, 'quorum.db');
    const files = [file, `${file}-wal`].filter((candidate) => existsSync(candidate));
    if (files.length === 0) throw new Error(`no database file in ${testApp.dataDir}`);
    return Buffer.concat(files.map((candidate) => readFileSync(candidate)));
  }
  const { pool } = db as PostgresStore;
  const tables = (await pool.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)).rows;
  if (tables.length === 0) throw new Error('no tables in the database');
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = await pool.query<{ row: string }>(`select t::text as row from "${name.replaceAll('"', '""')}" t`);
    texts.push(...rows.rows.map((entry) => entry.row));
  }
  return Buffer.from(texts.join('\n'));
}
