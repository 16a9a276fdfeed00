import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config/env';

async function main(): Promise<void> {
  const config = loadConfig();
  // The build copies the committed migrations next to the bundle.
  const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'drizzle');
  const app = await buildApp(config, { migrationsFolder });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Quorum is running: members app ${config.publicUrl}/ · apply ${config.publicUrl}/apply · API docs ${config.publicUrl}/api/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
