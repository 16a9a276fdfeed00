import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config/env';
import type { Clock } from '../lib/clock';
import { TEST_POSTGRES_TEMPLATE, TEST_POSTGRES_URL } from './postgres-global-setup';

export const MIGRATIONS_FOLDER = path.join(__dirname, '../../drizzle');

/** A clock tests can move: token expiry and evidence age without waiting. */
export function testClock(start = new Date('2026-06-01T12:00:00Z')): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** Runs one statement on the test server's maintenance database. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * In the PostgreSQL run (jest.pg.config.cjs), a fresh database on the shared test server for one
 * test app, a copy of the migrated template (the app's own migration run then finds nothing to do),
 * and how to drop it; otherwise nothing (the app uses the SQLite file in its data dir).
 */
async function testDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env[TEST_POSTGRES_URL];
  if (!serverUrl) return undefined;
  const name = `quorum_test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${TEST_POSTGRES_TEMPLATE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    // A few connections each: the jest workers' apps share the server's connection limit.
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '5' },
    drop: () => onServer(serverUrl, `drop database if exists ${name}`),
  };
}

/**
 * The real app in a fresh temp directory, on a real database: a SQLite file there, or in the
 * PostgreSQL run a database of its own on the shared test server. Nothing of ours is mocked.
 * A spec that sets DATABASE_URL itself chooses for itself (empty: the SQLite file in every run).
 */
export async function buildTestApp(env: Record<string, string> = {}, options: Partial<BuildOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-api-'));
  const database = 'DATABASE_URL' in env ? undefined : await testDatabase();
  let app: FastifyInstance;
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web'), ADMIN_EMAIL: 'admin@example.com', ...database?.env, ...env });
    app = await buildApp(config, { migrationsFolder: MIGRATIONS_FOLDER, ...options });
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
