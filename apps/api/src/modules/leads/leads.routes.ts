import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadsResponseSchema } from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { listLeads } from './leads.service';

/** GET /api/leads: founder contacts of accepted deals, for members and admins (not network members). */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/leads', { config: { access: 'member' }, schema: { tags: ['deals'], response: { 200: leadsResponseSchema } } }, async (request) => {
    return { success: true as const, leads: await listLeads(app.db, memberOf(request), app.clock.now()) };
  });
}
