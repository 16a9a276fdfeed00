import { buildApp } from './app';
import { loadConfig } from './config/env';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  app.log.info(`Quorum is running: members app ${address}/ · apply ${address}/apply`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
