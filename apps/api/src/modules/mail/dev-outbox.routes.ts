import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxExposureOf } from './outbox-exposure';

/**
 * GET /api/dev/outbox: the messages Quorum sent, newest first, so a person or a test can follow a
 * sign-in link without a mail server. Whoever reads it can sign in as anyone, the admin included,
 * so it exists only where outbox-exposure.ts allows (a loopback listener outside production, or
 * DEV_OUTBOX=on) and is not registered at all otherwise. The start log says which, and why.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const exposure = outboxExposureOf(app.config);
  if (exposure.mode === 'off') {
    app.log.info(`dev outbox off: ${exposure.reason}`);
    return;
  }
  if (exposure.mode === 'opted-in') app.log.warn(`dev outbox served at /api/dev/outbox because ${exposure.reason}`);
  else app.log.info(`dev outbox served at /api/dev/outbox: ${exposure.reason}`);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.email().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
      },
    },
    async (request) => ({
      success: true,
      messages: await app.outbox.latest(request.query.limit, request.query.to?.toLowerCase()),
    }),
  );
}
