import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/dev/outbox: the messages Quorum sent, newest first, so a person or a test can follow a
 * sign-in link without a mail server. Registered only outside production.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
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
