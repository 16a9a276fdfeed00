import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { MIGRATIONS_FOLDER } from './build-test-app';

/**
 * Test-only: one API instance in a process of its own, as a deployment runs several: the real app
 * configured from the environment, listening on HOST:PORT (PORT=0: any free port). Once it listens
 * it prints one line, {"listening":"http://…","instance":"…"}, for the test that started it;
 * SIGTERM closes it cleanly (SIGKILL is the crash the multi-instance test wants). Run it with tsx,
 * which needs the app's tsconfig for the path aliases:
 *   TSX_TSCONFIG_PATH=apps/api/tsconfig.app.json node --import tsx apps/api/src/testing/api-instance.ts
 */
async function main(): Promise<void> {
  const app = await buildApp(loadConfig(process.env), { migrationsFolder: MIGRATIONS_FOLDER });
  process.once('SIGTERM', () => {
    void app.close().finally(() => process.exit(0));
  });
  const listening = await app.listen({ host: app.config.host, port: app.config.port });
  process.stdout.write(`${JSON.stringify({ listening, instance: app.reviewAgent.instanceId })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
