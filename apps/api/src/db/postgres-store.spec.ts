import path from 'node:path';
import { startPostgres, type PostgresServer } from '../test/postgres-server';
import { createPostgresStore, migratePostgres } from './postgres-store';
import { describeStoreContract } from './store-contract';

/** Issue 9: the PostgreSQL store keeps the same promises as the SQLite one, on a real server. */
const MIGRATIONS = path.join(__dirname, '../../drizzle-pg');
// Generous: on a fresh machine the first start installs Debian's postgresql package with apt-get.
const START_TIMEOUT_MS = 240_000;

let server: PostgresServer;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

describeStoreContract('PostgreSQL', async () => {
  databases += 1;
  const store = createPostgresStore({ url: await server.createDatabase(`store_${databases}`), poolSize: 4 });
  await migratePostgres(store, MIGRATIONS);
  return store;
});

describe('PostgreSQL migrations on start', () => {
  it('lets several instances start at once: one migrates, the others wait and find it done', async () => {
    const url = await server.createDatabase('store_parallel');
    const stores = Array.from({ length: 3 }, () => createPostgresStore({ url, poolSize: 2 }));
    try {
      await Promise.all(stores.map((store) => migratePostgres(store, MIGRATIONS)));
      const applied = await stores[0]?.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied?.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
