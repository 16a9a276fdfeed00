import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErasureRequestResponseSchema, adminErasureRequestsResponseSchema, declineErasureRequestSchema, retentionOverviewResponseSchema } from '@quorum/domain';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';

const tags = ['admin'];
const admin = { access: 'admin' as const };
const requestParams = z.object({ id: z.string().trim().min(1).max(128) });

/** Erasure requests and the retention of kept records, for admins (docs/flows/data-rights.md). */
export async function adminDataRightsRoutes(app: FastifyInstance): Promise<void> {
  const { erasure, retention } = app.dataRights;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/admin/data-requests', { config: admin, schema: { tags, response: { 200: adminErasureRequestsResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, requests: await erasure.list() };
  });

  // Erasing a person takes a passkey confirmation in the last 10 minutes (docs/flows/sign-in.md#admins).
  typed.post('/api/admin/data-requests/:id/erase', { config: { ...admin, confirm: 'recent' }, schema: { tags, params: requestParams, response: { 200: adminErasureRequestResponseSchema } } }, async (request) => {
    const { request: done } = orThrow(await erasure.erase(request.params.id, memberOf(request)));
    return { success: true as const, request: done };
  });

  typed.post(
    '/api/admin/data-requests/:id/decline',
    { config: admin, schema: { tags, params: requestParams, body: declineErasureRequestSchema, response: { 200: adminErasureRequestResponseSchema } } },
    async (request) => {
      const { request: declined } = orThrow(await erasure.decline(request.params.id, memberOf(request), request.body.reason));
      return { success: true as const, request: declined };
    },
  );

  typed.get('/api/admin/retention', { config: admin, schema: { tags, response: { 200: retentionOverviewResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await retention.overview()) };
  });
}
