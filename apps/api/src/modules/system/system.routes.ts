import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { retryDeliveryResponseSchema, systemOverviewResponseSchema } from '@quorum/domain';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { createSystemService } from './system.service';

const tags = ['admin'];
const admin = { access: 'admin' as const };
const deliveryParams = z.object({ id: z.string().trim().min(1).max(128) });

/**
 * The admins' System page (docs/flows/system.md): how the service is doing, and owing a webhook
 * delivery that failed for good again. Admins only; never cached (it is a reading of now).
 */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const system = createSystemService({
    db: app.db,
    clock: app.clock,
    instanceId: app.instanceId,
    engine: app.reviewAgent.engine,
    emailTransport: app.config.smtpUrl ? 'smtp' : 'outbox',
    outbox: app.outbox,
    uploadLimits: app.publicUploads.limits,
    screening: app.screening.imports,
    requests: app.requestActivity,
    deliverWebhooks: () => app.reviewAgent.deliverWebhooks(),
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/admin/system', { config: admin, schema: { tags, response: { 200: systemOverviewResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await system.overview()) };
  });

  typed.post('/api/admin/system/deliveries/:id/retry', { config: admin, schema: { tags, params: deliveryParams, response: { 200: retryDeliveryResponseSchema } } }, async (request) => {
    const { delivery } = orThrow(await system.retryDelivery(request.params.id, memberOf(request)));
    return { success: true as const, delivery };
  });
}
