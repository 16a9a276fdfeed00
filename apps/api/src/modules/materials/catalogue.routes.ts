import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteMaterialRequestSchema,
  lookupUrlQuerySchema,
  lookupUrlResponseSchema,
  materialListResponseSchema,
  materialResponseSchema,
  REPORT_MESSAGES,
  updateMaterialRequestSchema,
  userMaterialsQuerySchema,
} from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { assertOwnEmail, rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { toMaterial } from './material-views';
import type { MaterialsService } from './materials.service';

const tags = ['materials'];
const config = { access: 'signedIn' as const };

/** GET materials/lookupUrl, GET materials/user-materials, PUT and DELETE materials (docs/api.md). */
export async function catalogueRoutes(app: FastifyInstance, { service }: { service: MaterialsService }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/materials/lookupUrl', { config, attachValidation: true, schema: { tags, querystring: lookupUrlQuerySchema, response: { 200: lookupUrlResponseSchema } } }, async (request) => {
    // A failed URL lookup answers not found, never an error: the client only asks whether one exists.
    if (request.validationError) return { found: false, dossierId: null };
    const member = memberOf(request);
    assertOwnEmail(member, request.query.email);
    return service.lookupUrl(member, request.query.url);
  });

  typed.get('/api/materials/user-materials', { config, attachValidation: true, schema: { tags, querystring: userMaterialsQuerySchema, response: { 200: materialListResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.loadUserMaterialsFailed);
    return { success: true as const, materials: orThrow(await service.list(memberOf(request), request.query.dossierId)).materials.map(toMaterial) };
  });

  typed.put('/api/materials', { config, attachValidation: true, schema: { tags, body: updateMaterialRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.updateMaterialFailed);
    const { materialId, ...fields } = request.body;
    return { success: true as const, message: 'Material updated', material: toMaterial(orThrow(await service.update(memberOf(request), materialId, fields)).material) };
  });

  typed.delete('/api/materials', { config, attachValidation: true, schema: { tags, body: deleteMaterialRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.deleteMaterialFailed);
    return { success: true as const, message: 'Material deleted', material: toMaterial(orThrow(await service.remove(memberOf(request), request.body.materialId)).material) };
  });
}
