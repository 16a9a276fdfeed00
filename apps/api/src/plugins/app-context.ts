import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { loadDataKey } from '../crypto/data-key';
import { createFieldCipher, type FieldCipher } from '../crypto/field-cipher';
import { openDatabase, type Db } from '../db/database';
import { createDataVersion } from '../db/data-version';
import { createGroupCommit, type GroupCommit } from '../db/group-commit';
import type { Clock } from '../lib/clock';
import { createResponseCache, type ResponseCache } from '../lib/response-cache';
import type Database from 'better-sqlite3';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    db: Db;
    sqlite: Database.Database;
    cipher: FieldCipher;
    /** Shared commits for the hot write paths (submissions, uploads): one fsync per batch. */
    groupCommit: GroupCommit;
    /** Serialised answers of the hot deal lists, made again whenever the database has changed. */
    responseCache: ResponseCache;
  }
}

export interface AppContextOptions {
  config: AppConfig;
  clock: Clock;
  migrationsFolder: string;
}

/** Config, clock, the database (migrated) and the KYC cipher: what every other plugin and module needs. */
export const appContext = fp<AppContextOptions>(
  async (app, { config, clock, migrationsFolder }) => {
    const { db, sqlite } = openDatabase(config.dataDir, migrationsFolder);
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    const groupCommit = createGroupCommit(sqlite);
    app.decorate('groupCommit', groupCommit);
    app.decorate('responseCache', createResponseCache(createDataVersion(sqlite)));
    app.decorate('cipher', createFieldCipher(loadDataKey(config.dataDir, config.dataKey)));
    app.addHook('onClose', async () => {
      await groupCommit.close();
      sqlite.close();
    });
  },
  { name: 'app-context' },
);
