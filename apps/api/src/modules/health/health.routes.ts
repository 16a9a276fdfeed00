import type { FastifyInstance } from 'fastify';

/** Liveness for the start script, the browser tests and operators. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async () => ({ success: true, status: 'ok' }));
}
