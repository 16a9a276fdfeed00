import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  docsendCheckQuerySchema,
  docsendCheckResponseSchema,
  docsendConvertRequestSchema,
  docsendConvertResponseSchema,
  convertibleDocsendLink,
  docsendFileName,
  DOCSEND_MESSAGES,
  docsendPasscodeResponseSchema,
  idSchema,
  normalizeLink,
} from '@quorum/domain';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { memberOf } from '../../plugins/access.types';
import { actingMember, assertOwnEmail, refuse, rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { toMaterial } from '../materials/material-views';
import { createMaterialsService } from '../materials/materials.service';
import { commitPdfMaterial } from '../materials/pdf-material';
import { checkDocsendLink } from './docsend-check';
import { convertDocsend } from './docsend-converter';

const tags = ['docsend'];
const config = { access: 'signedIn' as const, rateLimit: { max: 60, timeWindow: 60_000 } };

/** The document-sharing (DocSend) calls of the deal submission (docs/flows/deal-submission.md). */
export async function docsendRoutes(app: FastifyInstance): Promise<void> {
  const fetcher = createSafeFetcher({ allowPrivate: app.config.testFetchAllow });
  const { storage } = app;
  const materials = createMaterialsService({ db: app.db, clock: app.clock, storage, log: app.log });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { converterUrl, converterApiKey, fallbackEmail } = app.config.docsend;

  /** The link as the client sent it, checked: the members app's messages for a missing or unusable one. */
  const linkOf = (raw: string | undefined): string => {
    if (!raw) refuse(400, DOCSEND_MESSAGES.noLink);
    const normalized = normalizeLink(raw);
    if (!normalized.ok) refuse(400, DOCSEND_MESSAGES.unavailableDialog.other.text);
    return normalized.url;
  };
  /**
   * The link to convert or keep: only an https DocSend link, checked before anything is stored or
   * sent (docs/security/docsend-links.md). convertDocsend checks again, for any other caller.
   */
  const convertibleLinkOf = (raw: string | undefined): string => {
    if (!raw) refuse(400, DOCSEND_MESSAGES.noLink);
    const link = convertibleDocsendLink(raw);
    if (!link.ok) refuse(400, link.message);
    return link.url;
  };
  const check = async (raw: string | undefined) => {
    const result = await checkDocsendLink(fetcher, linkOf(raw), app.config.testFetchAllow);
    if (!result.ok) refuse(result.reason === 'not_docsend' ? 400 : 502, result.reason === 'not_docsend' ? DOCSEND_MESSAGES.unavailableDialog.other.text : DOCSEND_MESSAGES.checkError);
    return result;
  };

  typed.get('/api/docsend/check', { config, attachValidation: true, schema: { tags, querystring: docsendCheckQuerySchema, response: { 200: docsendCheckResponseSchema } } }, async (request) => {
    rejectInvalid(request, DOCSEND_MESSAGES.checkError);
    assertOwnEmail(memberOf(request), request.query.email);
    const { dataroom, unavailable } = await check(request.query.docsendUrl);
    return { dataroom, unavailable };
  });

  typed.get('/api/docsend/passcode-check', { config, attachValidation: true, schema: { tags, querystring: docsendCheckQuerySchema, response: { 200: docsendPasscodeResponseSchema } } }, async (request) => {
    rejectInvalid(request, DOCSEND_MESSAGES.checkError);
    assertOwnEmail(memberOf(request), request.query.email);
    return { requiresPasscode: (await check(request.query.docsendUrl)).requiresPasscode };
  });

  typed.post(
    '/api/dossiers/:id/docsend',
    { config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: 60 * 60_000 } }, attachValidation: true, schema: { tags, params: z.object({ id: idSchema }), body: docsendConvertRequestSchema, response: { 200: docsendConvertResponseSchema } } },
    async (request) => {
      const member = actingMember(request, DOCSEND_MESSAGES.saveFailed, (body) => [body.email, body.user?.email]);
      // A converted deck is a pitch deck: past the deck cap nothing is converted (the insert checks again).
      const { dossier } = orThrow(await materials.deckTarget(member, request.params.id));
      const url = convertibleLinkOf(request.body.url);
      const now = app.clock.now();

      if (!converterUrl) {
        // Without a converter the link is kept; the report then says the deck could not be read.
        const material = await materials.keepDocsendLink(dossier.id, url, now);
        return { success: true as const, converted: false, message: 'No DocSend converter is configured: the link was kept, and the report will say the deck could not be read', material: toMaterial(material) };
      }
      const converted = await convertDocsend({ url: converterUrl, apiKey: converterApiKey, fallbackEmail }, storage, url, member.email, request.body.passcode || undefined);
      if (!converted.ok) refuse(converted.status, converted.message, converted.requiresPasscode ? { requiresPasscode: true } : {});
      let saved;
      try {
        saved = await commitPdfMaterial({ db: app.db, storage }, dossier.id, { tempPath: converted.tempPath, fileName: docsendFileName(now.getTime()), size: converted.size, sha256: converted.sha256 }, now, url);
      } catch (error) {
        request.log.error({ err: error }, 'saving a converted DocSend deck failed');
        await storage.remove([converted.tempPath]);
        refuse(500, DOCSEND_MESSAGES.saveFailed);
      }
      const { material } = orThrow(saved);
      return { success: true as const, converted: true, message: 'DocSend deck converted and saved', material: toMaterial(material) };
    },
  );
}
