import { startPostgres, type PostgresServer } from './postgres-server';

/** The environment variable that tells buildTestApp to give each test app its own PostgreSQL database on this server. */
export const TEST_POSTGRES_URL = 'QUORUM_TEST_POSTGRES_URL';

declare global {
  var quorumTestPostgres: PostgresServer | undefined;
}

/**
 * Jest global setup of the PostgreSQL run (jest.pg.config.cjs): one throwaway server for the
 * whole run; the workers start after this and inherit its URL through the environment.
 */
export default async function startSharedPostgres(): Promise<void> {
  const server = await startPostgres({ startTimeoutMs: 60_000 });
  globalThis.quorumTestPostgres = server;
  process.env[TEST_POSTGRES_URL] = server.url;
  console.info(`\nPostgreSQL for the API suite: started in ${server.startMs} ms`);
}
