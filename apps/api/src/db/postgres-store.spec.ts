import path from 'node:path';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../testing/postgres-server';
import { waitUntil } from '../testing/wait-until';
import { createPostgresStore, migratePostgres } from './postgres-store';
import { describeStoreContract } from './store-contract';

/** The PostgreSQL store keeps the same promises as the SQLite one, on a real server. */
const MIGRATIONS = path.join(__dirname, '../../drizzle-pg');

let server: PostgresServer;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
}, POSTGRES_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

describeStoreContract('PostgreSQL', async () => {
  databases += 1;
  const store = createPostgresStore({ url: await server.createDatabase(`store_${databases}`), poolSize: 4 });
  await migratePostgres(store, MIGRATIONS);
  return store;
}, { soleProcess: false, handPrepared: false });

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

describe('PostgreSQL data version', () => {
  // The case a "last committed transaction" counter would miss: the later transaction commits first.
  it('moves when a transaction that was running as it was read commits after a later one', async () => {
    const store = createPostgresStore({ url: await server.createDatabase('store_version'), poolSize: 4 });
    try {
      await migratePostgres(store, MIGRATIONS);
      const put = (db: Pick<typeof store, 'query'>, key: string) => db.query((q) => q.insert(store.tables.settings).values({ key, value: 1, updatedAt: new Date() }));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let slowWrote = false;
      const slow = store.transaction(async (tx) => {
        await put(tx, 'slow');
        slowWrote = true;
        await held;
      });
      await waitUntil('the slow transaction to write', () => slowWrote);
      await put(store, 'fast');
      const whileSlowRuns = await store.dataVersion();
      release();
      await slow;
      expect(await store.dataVersion()).not.toBe(whileSlowRuns);
    } finally {
      await store.close();
    }
  });

  // What lets a 304 on PostgreSQL cost a fraction of a round trip: the requests of one turn ask once.
  it('is read once for all the requests of one turn, and again after a commit', async () => {
    const store = createPostgresStore({ url: await server.createDatabase('store_version_turn'), poolSize: 4 });
    try {
      await migratePostgres(store, MIGRATIONS);
      const query = jest.spyOn(store.pool, 'query');
      const versions = await Promise.all(Array.from({ length: 20 }, () => store.dataVersion()));
      expect(new Set(versions).size).toBe(1);
      expect(query.mock.calls.filter(([text]) => String(text).includes('pg_current_snapshot'))).toHaveLength(1);
      await store.query((q) => q.insert(store.tables.settings).values({ key: 'after', value: 1, updatedAt: new Date() }));
      expect(await store.dataVersion()).not.toBe(versions[0]);
    } finally {
      await store.close();
    }
  });
});
