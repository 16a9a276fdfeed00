import type { FastifyInstance } from 'fastify';

/** Liveness for the start script, the browser tests and operators. Public. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ success: true, status: 'ok' }));
}
