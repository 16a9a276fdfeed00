import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { loadDataKey } from '../crypto/data-key';
import { createFieldCipher, type FieldCipher } from '../crypto/field-cipher';
import { openDatabase } from '../db/database';
import { createPostgresStore, migratePostgres } from '../db/postgres-store';
import type { Store } from '../db/store';
import type { Clock } from '../lib/clock';
import { newInstanceId } from '../lib/instance-id';
import { createResponseCache, type ResponseCache } from '../lib/response-cache';
import type Database from 'better-sqlite3';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    /** The database; `db.commit` is the durable write of the hot paths (submissions, uploads). */
    db: Store;
    /** The SQLite connection, for the SQLite-only tools (backup); absent on PostgreSQL. */
    sqlite: Database.Database;
    cipher: FieldCipher;
    /** The data key, read once at start: the cipher's key, and the root the other keys derive from (HKDF, each with its own purpose). */
    dataKey: Buffer;
    /** Serialised answers of the hot deal lists, made again whenever the database has changed. */
    responseCache: ResponseCache;
    /** This instance's name in the lease_owner of every row it works on (jobs, deliveries, windows, rounds, retention). */
    instanceId: string;
  }
}

export interface AppContextOptions {
  config: AppConfig;
  clock: Clock;
  migrationsFolder: string;
}

/**
 * PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR; either migrated. The
 * PostgreSQL migrations live beside the SQLite ones (drizzle-pg next to drizzle, in the source and in the build).
 */
async function openStore(config: AppConfig, migrationsFolder: string): Promise<{ db: Store; sqlite?: Database.Database }> {
  if (!config.database) return openDatabase(config.dataDir, migrationsFolder);
  const db = createPostgresStore(config.database);
  try {
    await migratePostgres(db, path.join(path.dirname(migrationsFolder), 'drizzle-pg'));
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db };
}

/** Config, clock, the database (migrated) and the KYC cipher: what every other plugin and module needs. */
export const appContext = fp<AppContextOptions>(
  async (app, { config, clock, migrationsFolder }) => {
    const { db, sqlite } = await openStore(config, migrationsFolder);
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('instanceId', newInstanceId());
    app.decorate('db', db);
    if (sqlite) app.decorate('sqlite', sqlite);
    app.decorate('responseCache', createResponseCache(() => db.dataVersion()));
    const dataKey = loadDataKey(config.dataDir, config.dataKey);
    app.decorate('dataKey', dataKey);
    app.decorate('cipher', createFieldCipher(dataKey));
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'app-context' },
);
