import path from 'node:path';
import { createPostgresStore, migratePostgres } from '../db/postgres-store';
import { startPostgres, type PostgresServer } from './postgres-server';

/** The environment variable that tells buildTestApp to give each test app its own PostgreSQL database on this server. */
export const TEST_POSTGRES_URL = 'QUORUM_TEST_POSTGRES_URL';
/**
 * The database on that server that holds every migration and nothing else: each test app's database
 * is made as a copy of it (`create database … template …`, about 40 ms) instead of empty and then
 * migrated (about 140 ms), a few hundred times a run.
 */
export const TEST_POSTGRES_TEMPLATE = 'quorum_migrated';

declare global {
  var quorumTestPostgres: PostgresServer | undefined;
}

/**
 * Jest global setup of the PostgreSQL run (jest.pg.config.cjs): one throwaway server for the
 * whole run, with the migrated template; the workers start after this and inherit its URL through
 * the environment.
 */
export default async function startSharedPostgres(): Promise<void> {
  const started = Date.now();
  const server = await startPostgres({ startTimeoutMs: 60_000 });
  globalThis.quorumTestPostgres = server;
  const template = createPostgresStore({ url: await server.createDatabase(TEST_POSTGRES_TEMPLATE), poolSize: 1 });
  try {
    await migratePostgres(template, path.join(__dirname, '../../drizzle-pg'));
  } finally {
    // A template must have no connection open while it is copied.
    await template.close();
  }
  process.env[TEST_POSTGRES_URL] = server.url;
  console.info(`\nPostgreSQL for the API suite: started and migrated in ${Date.now() - started} ms`);
}
