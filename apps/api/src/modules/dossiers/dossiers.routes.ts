import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cleanupDossiersRequestSchema,
  cleanupDossiersResponseSchema,
  createDossierRequestSchema,
  dossierCountResponseSchema,
  dossierListQuerySchema,
  dossierListResponseSchema,
  dossierResponseSchema,
  idSchema,
  readyCheckResponseSchema,
  renameDossierRequestSchema,
} from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { toDossier } from './dossier-views';
import { createDossiersService } from './dossiers.service';
import { actingMember, rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';

const params = z.object({ id: idSchema });
const tags = ['dossiers'];

/**
 * The dossier calls (docs/api.md). Any signed-in member may keep dossiers (network members
 * submit deals too); each sees and changes only their own, admins may read all.
 */
export async function dossierRoutes(app: FastifyInstance): Promise<void> {
  const service = createDossiersService({ db: app.db, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signedIn' as const };

  typed.get('/api/dossiers/:id', { config, schema: { tags, params, response: { 200: dossierResponseSchema } } }, async (request) => {
    return { success: true as const, dossier: toDossier(orThrow(await service.find(memberOf(request), request.params.id, 'read')).dossier) };
  });

  typed.get('/api/dossiers', { config, attachValidation: true, schema: { tags, querystring: dossierListQuerySchema, response: { 200: dossierListResponseSchema } } }, async (request) => {
    rejectInvalid(request, 'Invalid user id');
    const member = memberOf(request);
    return { success: true as const, dossiers: orThrow(await service.listFor(member, request.query.userId)).dossiers.map(toDossier) };
  });

  typed.post('/api/dossiers', { config, attachValidation: true, schema: { tags, body: createDossierRequestSchema, response: { 200: dossierResponseSchema } } }, async (request) => {
    const member = actingMember(request, 'Failed to create dossier', (body) => [body.userId, body.user?.email]);
    return { success: true as const, dossier: toDossier(await service.create(member, request.body.dossierName)) };
  });

  typed.put('/api/dossiers/:id', { config, attachValidation: true, schema: { tags, params, body: renameDossierRequestSchema, response: { 200: dossierResponseSchema } } }, async (request) => {
    const member = actingMember(request, 'Failed to rename dossier', (body) => [body.user?.email]);
    return { success: true as const, dossier: toDossier(orThrow(await service.rename(member, request.params.id, request.body.dossierName)).dossier) };
  });

  typed.get('/api/dossiers/:id/count', { config, schema: { tags, params, response: { 200: dossierCountResponseSchema } } }, async (request) => {
    const { dossier } = orThrow(await service.find(memberOf(request), request.params.id, 'read'));
    return { success: true as const, dossierId: dossier.id, counts: await service.counts(dossier.id) };
  });

  typed.get('/api/dossiers/:id/ready-check', { config, schema: { tags, params, response: { 200: readyCheckResponseSchema } } }, async (request) => {
    const { dossier } = orThrow(await service.find(memberOf(request), request.params.id, 'read'));
    return { success: true as const, ...(await service.readyCheck(dossier.id)) };
  });

  typed.post('/api/dossiers/cleanup', { config, attachValidation: true, schema: { tags, body: cleanupDossiersRequestSchema, response: { 200: cleanupDossiersResponseSchema } } }, async (request) => {
    const member = actingMember(request, 'Failed to clean up dossiers', (body) => [body.email]);
    return { success: true as const, deleted: await service.cleanup(member) };
  });
}
