import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env';
import { healthRoutes } from './modules/health/health.routes';
import { webApps } from './plugins/web-apps';

/** Builds the whole API as a plugin tree: config → plugins → modules. Listening is main.ts's job. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
  });

  await app.register(healthRoutes);
  await app.register(webApps, { webRoot: config.webRoot });

  return app;
}
