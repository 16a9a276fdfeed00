import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Access, buildApp, loadConfig } from '@quorum/api/testing';
import { migrationsFolder } from './paths';

export interface RoutePolicy {
  method: string;
  url: string;
  access: Access;
}

/**
 * Every /api route with its declared policy, as the API itself records them (app.routePolicies):
 * the app is built in this process on a throwaway directory, never listening, then closed.
 */
export async function routePolicies(): Promise<RoutePolicy[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-policies-'));
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'none'), LOG_LEVEL: 'silent' }), { migrationsFolder });
  try {
    return app.routePolicies.filter((route) => route.method !== 'HEAD').map(({ method, url, access }) => ({ method, url, access }));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
