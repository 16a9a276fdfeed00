import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/errors';

/** How long readiness waits for the database: a load balancer's check must not hang with it. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/api/health`: the process answers) for the start script, the browser tests and
 * operators; readiness (`/api/health/ready`: it can reach its database) for a load balancer,
 * which takes an instance out of rotation while its database is out of reach.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async () => ({ success: true, status: 'ok' }));

  app.get('/api/health/ready', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      // The data version is one cheap statement on either database.
      await Promise.race([
        app.db.dataVersion(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      return { success: true, status: 'ready', database: app.db.dialect };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database did not answer');
      return reply.code(503).header('retry-after', '5').send({ success: false, error: DATABASE_UNAVAILABLE_MESSAGE });
    } finally {
      clearTimeout(timer);
    }
  });
}
