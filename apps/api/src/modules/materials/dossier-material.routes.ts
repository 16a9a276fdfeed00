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
import { toDossier } from '../dossiers/dossier-views';
import { actingMember } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { toMaterial } from './material-views';
import type { MaterialsService } from './materials.service';

const params = z.object({ id: idSchema });
const tags = ['dossiers'];
const config = { access: 'signedIn' as const };
type SingletonKind = Parameters<MaterialsService['setSingleton']>[2];

/** Note, url, valuation, text document, financials, secondary url and vehicle settings (docs/api.md). */
export async function dossierMaterialRoutes(app: FastifyInstance, { service }: { service: MaterialsService }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = (message: string, material: Parameters<typeof toMaterial>[0]) => ({ success: true as const, message, material: toMaterial(material) });

  /** Note, url and valuation: one of each a dossier, saved by POST or PUT alike. */
  const singleton = <Body extends { email?: string | undefined }>(path: string, body: z.ZodType<Body>, kind: SingletonKind, failure: string, saved: string, valueOf: (body: Body) => string | number) =>
    typed.route({
      method: ['POST', 'PUT'],
      url: `/api/dossiers/:id/${path}`,
      config,
      attachValidation: true,
      schema: { tags, params, body, response: { 200: materialResponseSchema } },
      handler: async (request) => {
        // The schema has checked the body; the type provider cannot name a generic body's type.
        const member = actingMember(request, failure, (valid) => [(valid as Body).email]);
        return answer(saved, orThrow(await service.setSingleton(member, request.params.id, kind, valueOf(request.body as Body))).material);
      },
    });
  singleton('note', noteRequestSchema, 'note', REPORT_MESSAGES.updateDossierNoteFailed, 'Note saved', (body) => body.note);
  singleton('url', dossierUrlRequestSchema, 'url', REPORT_MESSAGES.updateDossierUrlFailed, 'URL saved', (body) => body.url);
  singleton('valuation', valuationRequestSchema, 'post_money_valuation', REPORT_MESSAGES.updatePostMoneyValuationFailed, 'Post-money valuation saved', (body) => body.value);

  for (const [path, kind, failure, saved] of [
    ['text-document', 'text_document', REPORT_MESSAGES.uploadTextDocumentFailed, 'Text document saved'],
    ['financials', 'financials', REPORT_MESSAGES.uploadFinancialsFailed, 'Financials saved'],
  ] as const) {
    typed.post(`/api/dossiers/:id/${path}`, { config, attachValidation: true, schema: { tags, params, body: textMaterialRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
      const member = actingMember(request, failure, (body) => [body.userEmail]);
      return answer(saved, orThrow(await service.add(member, request.params.id, kind, { content: request.body.content, fileName: request.body.filename ?? null })).material);
    });
  }

  typed.post('/api/dossiers/:id/secondary-url', { config, attachValidation: true, schema: { tags, params, body: secondaryUrlRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
    const member = actingMember(request, REPORT_MESSAGES.saveSecondaryUrlFailed, (body) => [body.user?.email]);
    return answer('Secondary URL saved', orThrow(await service.add(member, request.params.id, 'secondary_url', { url: request.body.url, description: request.body.description ?? null })).material);
  });

  typed.post('/api/dossiers/:id/vehicle-settings', { config, attachValidation: true, schema: { tags, params, body: vehicleSettingsRequestSchema, response: { 200: dossierResponseSchema } } }, async (request) => {
    const member = actingMember(request, REPORT_MESSAGES.updateVehicleSettingsFailed, (body) => [body.userEmail]);
    const { dossier } = orThrow(await service.setVehicleSettings(member, request.params.id, request.body.vehicleSettings));
    if (!dossier) throw new Error('dossier vanished while saving vehicle settings');
    return { success: true as const, dossier: toDossier(dossier) };
  });
}
