import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/database';
import { createPostgresStore, migratePostgres } from '../../db/postgres-store';
import type { Store } from '../../db/store';
import { MIGRATIONS_FOLDER, testClock } from '../../testing/build-test-app';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { createMemoryCounters } from './counters';
import { createDatabaseCounters, storedKey } from './database-counters';

/** The fixed-window counters every instance shares, on both dialects, on real databases. */
const PG_MIGRATIONS = path.join(__dirname, '../../../drizzle-pg');
const WINDOW_MS = 60_000;

let server: PostgresServer;
let databases = 0;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  server = await startPostgres();
}, POSTGRES_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function sqliteStores(): Promise<Store[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quorum-counters-'));
  const { db } = openDatabase(dir, MIGRATIONS_FOLDER);
  cleanups.push(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return [db];
}

/** Two stores, two pools, one database: two API instances' view of it. */
async function postgresStores(): Promise<Store[]> {
  databases += 1;
  const url = await server.createDatabase(`counters_${databases}`);
  const stores = [createPostgresStore({ url, poolSize: 5 }), createPostgresStore({ url, poolSize: 5 })];
  await migratePostgres(stores[0] as (typeof stores)[0], PG_MIGRATIONS);
  cleanups.push(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });
  return stores;
}

describe.each([
  ['SQLite', sqliteStores],
  ['PostgreSQL', postgresStores],
])('database rate counters on %s', (_dialect, open) => {
  it('counts concurrent hits on one key exactly: every count from 1 to n once', async () => {
    const clock = testClock();
    const counters = (await open()).map((store) => createDatabaseCounters(store, clock));
    const hits = await Promise.all(Array.from({ length: 60 }, (_, i) => counters[i % counters.length]?.hit('burst:1.2.3.4', WINDOW_MS)));
    expect(hits.map((hit) => hit?.count ?? 0).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(hits.every((hit) => hit?.ttlMs === WINDOW_MS)).toBe(true);
    expect(await counters[0]?.hit('burst:1.2.3.4', WINDOW_MS)).toEqual({ count: 61, ttlMs: WINDOW_MS });
  });

  it('keeps keys apart and counts down the window’s time left', async () => {
    const clock = testClock();
    const [counters] = (await open()).map((store) => createDatabaseCounters(store, clock));
    expect(await counters?.hit('a', WINDOW_MS)).toEqual({ count: 1, ttlMs: WINDOW_MS });
    clock.advance(20_000);
    expect(await counters?.hit('a', WINDOW_MS)).toEqual({ count: 2, ttlMs: 40_000 });
    expect(await counters?.hit('b', WINDOW_MS)).toEqual({ count: 1, ttlMs: WINDOW_MS });
  });

  it('opens a new window once the old one has ended, and not a moment before', async () => {
    const clock = testClock();
    const [counters] = (await open()).map((store) => createDatabaseCounters(store, clock));
    for (let i = 0; i < 3; i += 1) await counters?.hit('k', WINDOW_MS);
    clock.advance(WINDOW_MS - 1);
    expect(await counters?.hit('k', WINDOW_MS)).toEqual({ count: 4, ttlMs: 1 });
    clock.advance(1);
    expect(await counters?.hit('k', WINDOW_MS)).toEqual({ count: 1, ttlMs: WINDOW_MS });
    expect(await counters?.hit('k', WINDOW_MS)).toEqual({ count: 2, ttlMs: WINDOW_MS });
  });

  it('stores no email or address: each key as its SHA-256', async () => {
    const [store] = await open();
    if (!store) throw new Error('no store');
    const counters = createDatabaseCounters(store, testClock());
    await counters.hit('magic-link:email:ada@example.com', WINDOW_MS);
    await counters.hit('ip:198.18.0.7', WINDOW_MS);
    const keys = (await store.query((q) => q.select({ key: store.tables.rateLimits.key }).from(store.tables.rateLimits))).map((row) => row.key).sort();
    expect(keys).toEqual([storedKey('ip:198.18.0.7'), storedKey('magic-link:email:ada@example.com')].sort());
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it('prunes the rows of ended windows only', async () => {
    const clock = testClock();
    const [store] = await open();
    if (!store) throw new Error('no store');
    const counters = createDatabaseCounters(store, clock);
    await counters.hit('short', 1_000);
    await counters.hit('long', WINDOW_MS);
    expect(await counters.prune()).toBe(0);
    clock.advance(1_000);
    expect(await counters.prune()).toBe(1);
    const { rateLimits } = store.tables;
    expect((await store.query((q) => q.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits))).map((row) => row.key)).toEqual([storedKey('long')]);
    expect(await counters.hit('short', 1_000)).toEqual({ count: 1, ttlMs: 1_000 });
  });
});

describe('memory rate counters (one SQLite process)', () => {
  it('counts concurrent hits exactly, per key, and opens a new window when one ends', async () => {
    const clock = testClock();
    const counters = createMemoryCounters(clock);
    const hits = await Promise.all(Array.from({ length: 30 }, () => counters.hit('k', WINDOW_MS)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await counters.hit('other', WINDOW_MS)).toEqual({ count: 1, ttlMs: WINDOW_MS });
    clock.advance(WINDOW_MS);
    expect(await counters.hit('k', WINDOW_MS)).toEqual({ count: 1, ttlMs: WINDOW_MS });
  });

  it('keeps a live window through the sweep of ended ones that many keys set off', async () => {
    const clock = testClock();
    const counters = createMemoryCounters(clock);
    await counters.hit('live', WINDOW_MS);
    for (let i = 0; i <= 10_000; i += 1) await counters.hit(`ended:${i}`, 1_000);
    clock.advance(1_000);
    await counters.hit('sweeper', 1_000);
    expect(await counters.hit('live', WINDOW_MS)).toEqual({ count: 2, ttlMs: WINDOW_MS - 1_000 });
  });
});
