import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteMaterialRequestSchema, idSchema, materialListResponseSchema, materialResponseSchema, REPORT_MESSAGES } from '@quorum/domain';
import { MAX_UPLOAD_BYTES, type UploadStorage } from '../../lib/uploads';
import { memberOf } from '../../plugins/access.types';
import { assertOwnEmail, refuse, rejectInvalid } from '../../lib/http/request-checks';
import { fail, orThrow } from '../../lib/http/result';
import { toMaterial } from './material-views';
import type { MaterialsService } from './materials.service';
import { commitPdfMaterial } from './pdf-material';
import { receivePitchDeck } from './pitch-deck-upload';

const params = z.object({ id: idSchema });
const tags = ['dossiers'];
const config = { access: 'signedIn' as const };
// One file and three short fields; busboy stops anything beyond before we read it.
const LIMITS = { fields: 3, fieldNameSize: 50, fieldSize: 512, files: 1, parts: 4, fileSize: MAX_UPLOAD_BYTES + 1, headerPairs: 50 };

/** GET, POST (multipart) and DELETE of a dossier's pitch decks (docs/flows/deal-submission.md). */
export async function pitchDeckRoutes(app: FastifyInstance, { service, storage }: { service: MaterialsService; storage: UploadStorage }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/dossiers/:id/pitchDeck', { config, schema: { tags, params, response: { 200: materialListResponseSchema } } }, async (request) => {
    return { success: true as const, materials: orThrow(await service.list(memberOf(request), request.params.id, ['pitch_deck'])).materials.map(toMaterial) };
  });

  typed.post(
    '/api/dossiers/:id/pitchDeck',
    { config: { ...config, rateLimit: { max: 120, timeWindow: 60 * 60_000 } }, schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: materialResponseSchema } } },
    async (request) => {
      const member = memberOf(request);
      // Ownership first: nothing is received into someone else's dossier.
      const { dossier } = orThrow(await service.deckTarget(member, request.params.id));
      const form = orThrow(await receivePitchDeck(request.parts({ limits: LIMITS }), storage, dossier.id));
      try {
        assertOwnEmail(member, form.fields.get('userId') || form.fields.get('email'));
        if (form.fields.get('dossierId') && form.fields.get('dossierId') !== dossier.id) orThrow(fail(400, REPORT_MESSAGES.uploadFailed, { dossierId: 'Does not match the dossier in the address' }));
      } catch (error) {
        await storage.remove([form.pdf.tempPath]);
        throw error;
      }
      let saved;
      try {
        saved = await commitPdfMaterial({ db: app.db, storage }, dossier.id, form.pdf, app.clock.now());
      } catch (error) {
        // The store refused or did not answer (commitPdfMaterial removed the temp file): the member's client retries.
        request.log.error({ err: error }, 'storing a pitch deck failed');
        refuse(500, REPORT_MESSAGES.uploadPitchDeckFailed);
      }
      const { material } = orThrow(saved);
      return { success: true as const, message: 'Pitch deck uploaded', material: toMaterial(material) };
    },
  );

  typed.delete('/api/dossiers/:id/pitchDeck', { config, attachValidation: true, schema: { tags, params, body: deleteMaterialRequestSchema, response: { 200: materialResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.deleteMaterialFailed);
    const { material } = orThrow(await service.remove(memberOf(request), request.body.materialId, request.params.id));
    return { success: true as const, message: 'Pitch deck deleted', material: toMaterial(material) };
  });
}
