import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config/env';
import type { Clock } from '../lib/clock';

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

/** The real app on a real SQLite file in a fresh temp directory; nothing of ours is mocked. */
export async function buildTestApp(env: Record<string, string> = {}, options: Partial<BuildOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web'), ADMIN_EMAIL: 'admin@example.com', ...env });
  const app = await buildApp(config, { migrationsFolder: MIGRATIONS_FOLDER, ...options });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
