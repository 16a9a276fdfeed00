import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dossierResponseSchema,
  dossierUrlRequestSchema,
  idSchema,
  materialResponseSchema,
  noteRequestSchema,
  REPORT_MESSAGES,
  secondaryUrlRequestSchema,
  textMaterialRequestSchema,
  valuationRequestSchema,
  vehicleSettingsRequestSchema,
} from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { toDossier } from '../dossiers/dossier-views';
import { assertOwnEmail, rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { toMaterial } from './material-views';
import type { MaterialsService } from './materials.service';

const params = z.object({ id: idSchema });
const tags = ['dossiers'];
const config = { access: 'signedIn' as const };

/** Note, url, valuation, text document, financials, secondary url and vehicle settings (docs/api.md). */
export async function dossierMaterialRoutes(app: FastifyInstance, { service }: { service: MaterialsService }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = (message: string, material: Parameters<typeof toMaterial>[0]) => ({ success: true as const, message, material: toMaterial(material) });

  typed.route({
    method: ['POST', 'PUT'],
    url: '/api/dossiers/:id/note',
    config,
    attachValidation: true,
    schema: { tags, params, body: noteRequestSchema, response: { 200: materialResponseSchema } },
    handler: async (request) => {
      rejectInvalid(request, REPORT_MESSAGES.updateDossierNoteFailed);
      const member = memberOf(request);
      assertOwnEmail(member, request.body.email);
      return answer('Note saved', orThrow(await service.setSingleton(member, request.params.id, 'note', request.body.note)).material);
    },
  });

  typed.route({
    method: ['POST', 'PUT'],
    url: '/api/dossiers/:id/url',
    config,
    attachValidation: true,
    schema: { tags, params, body: dossierUrlRequestSchema, response: { 200: materialResponseSchema } },
    handler: async (request) => {
      rejectInvalid(request, REPORT_MESSAGES.updateDossierUrlFailed);
      const member = memberOf(request);
      assertOwnEmail(member, request.body.email);
      return answer('URL saved', orThrow(await service.setSingleton(member, request.params.id, 'url', request.body.url)).material);
    },
  });

  typed.route({
    method: ['POST', 'PUT'],
    url: '/api/dossiers/:id/valuation',
    config,
    attachValidation: true,
    schema: { tags, params, body: valuationRequestSchema, response: { 200: materialResponseSchema } },
    handler: async (request) => {
      rejectInvalid(request, REPORT_MESSAGES.updatePostMoneyValuationFailed);
      const member = memberOf(request);
      assertOwnEmail(member, request.body.email);
      return answer('Post-money valuation saved', orThrow(await service.setSingleton(member, request.params.id, 'post_money_valuation', request.body.value)).material);
    },
  });

  for (const [path, kind, failure, saved] of [
    ['text-document', 'text_document', REPORT_MESSAGES.uploadTextDocumentFailed, 'Text document saved'],
    ['financials', 'financials', REPORT_MESSAGES.uploadFinancialsFailed, 'Financials saved'],
  ] as const) {
    typed.post(`/api/dossiers/:id/${path}`, { config, attachValidation: true, schema: { tags, params, body: textMaterialRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
      rejectInvalid(request, failure);
      const member = memberOf(request);
      assertOwnEmail(member, request.body.userEmail);
      return answer(saved, orThrow(await service.add(member, request.params.id, kind, { content: request.body.content, fileName: request.body.filename ?? null })).material);
    });
  }

  typed.post('/api/dossiers/:id/secondary-url', { config, attachValidation: true, schema: { tags, params, body: secondaryUrlRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.saveSecondaryUrlFailed);
    const member = memberOf(request);
    assertOwnEmail(member, request.body.user?.email);
    return answer('Secondary URL saved', orThrow(await service.add(member, request.params.id, 'secondary_url', { url: request.body.url, description: request.body.description ?? null })).material);
  });

  typed.post('/api/dossiers/:id/vehicle-settings', { config, attachValidation: true, schema: { tags, params, body: vehicleSettingsRequestSchema, response: { 200: dossierResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.updateVehicleSettingsFailed);
    const member = memberOf(request);
    assertOwnEmail(member, request.body.userEmail);
    const { dossier } = orThrow(await service.setVehicleSettings(member, request.params.id, request.body.vehicleSettings));
    if (!dossier) throw new Error('dossier vanished while saving vehicle settings');
    return { success: true as const, dossier: toDossier(dossier) };
  });
}
