import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config/env';

/** The settings, or an exit with the message that says which one is wrong and what to set (no stack trace to bury it). */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
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
