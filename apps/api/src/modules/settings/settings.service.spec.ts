import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { openDatabase } from '../../db/database';
import { createPostgresStore, migratePostgres } from '../../db/postgres-store';
import type { Store } from '../../db/store';
import { MIGRATIONS_FOLDER } from '../../testing/build-test-app';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { approvalThreshold, forgetNetworkSettings, readNetworkSettings, saveNetworkSettings } from './settings.service';
import { closeEach } from '../../testing/close-each';

const PG_MIGRATIONS = path.join(__dirname, '../../../drizzle-pg');
const at = new Date('2026-06-01T12:00:00Z');
const changed = { ...DEFAULT_NETWORK_SETTINGS, approvalThresholdPercent: 70, investmentStrategy: 'Robotics.' };

const save = (store: Store, value: typeof changed) => store.transaction((tx) => saveNetworkSettings(tx, value, 'admin', at));

describe('network settings on SQLite (one process)', () => {
  let dir: string;
  let store: Store;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quorum-settings-'));
    store = openDatabase(dir, MIGRATIONS_FOLDER).db;
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a saved change at once after forgetNetworkSettings, as the admin route does', async () => {
    expect(await readNetworkSettings(store)).toEqual(DEFAULT_NETWORK_SETTINGS);
    await save(store, changed);
    forgetNetworkSettings(store);
    expect(await readNetworkSettings(store)).toEqual(changed);
    expect(await approvalThreshold(store)).toBe(70);
  });
});

describe('network settings on PostgreSQL (several instances)', () => {
  let server: PostgresServer;
  let instances: Store[];

  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase('settings_instances');
    instances = [createPostgresStore({ url, poolSize: 2 }), createPostgresStore({ url, poolSize: 2 })];
    await migratePostgres(instances[0] as Parameters<typeof migratePostgres>[0], PG_MIGRATIONS);
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => Promise.all((instances ?? []).map((store) => store.close())),
      () => server?.stop(),
    ),
  );

  it('serves on one instance what another has just saved, with nothing to forget there', async () => {
    const [first, second] = instances as [Store, Store];
    expect(await readNetworkSettings(second)).toEqual(DEFAULT_NETWORK_SETTINGS);
    await save(first, changed);
    forgetNetworkSettings(first);
    expect(await readNetworkSettings(second)).toEqual(changed);
    await save(first, { ...changed, approvalThresholdPercent: 55 });
    expect(await approvalThreshold(second)).toBe(55);
  });
});
