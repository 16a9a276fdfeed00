import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationScreeningResponseSchema,
  resolveScreeningHitRequestSchema,
  resolveScreeningHitResponseSchema,
  screeningHitsResponseSchema,
  screeningImportResponseSchema,
  screeningListsResponseSchema,
} from '@quorum/domain';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { LIST_UPLOAD_LIMITS, receiveListUpload, removeStaleImports } from './list-upload';
import { createScreeningReviewService } from './screening-review.service';

const idParams = z.object({ id: z.string().trim().min(1).max(128) });
const hitsQuery = z.object({ status: z.enum(['open', 'all']).default('open') });
const reactivateResponseSchema = z.object({ success: z.literal(true), memberId: z.string(), state: z.literal('active') });

/**
 * Sanctions and PEP screening (docs/flows/screening.md): list imports and the re-screening each one
 * starts, the hits of applications and members, their resolution, and the reactivation of a member
 * a true match suspended. Admins only. The imports and their re-screenings are screening.plugin.ts's.
 */
export async function screeningRoutes(app: FastifyInstance): Promise<void> {
  // Only the import takes multipart, with its own limits; registered inside this plugin, so nothing else gains it.
  await app.register(multipart, { throwFileSizeLimit: true, preservePath: true, limits: LIST_UPLOAD_LIMITS });
  // An import interrupted by a crash leaves its temp folder behind.
  await removeStaleImports(app.config.dataDir, app.clock.now());

  const { imports } = app.screening;
  const review = createScreeningReviewService({ db: app.db, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  const tags = ['admin', 'screening'];

  // Hits name people and list entries: never in a shared or browser cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  typed.post(
    '/api/admin/screening/lists',
    // Importing a list takes a passkey confirmation in the last 10 minutes (docs/flows/sign-in.md#admins).
    { config: { ...admin, confirm: 'recent' }, schema: { tags, consumes: ['multipart/form-data'], response: { 200: screeningImportResponseSchema } } },
    async (request) => {
      const { upload } = orThrow(await receiveListUpload(request.parts({ limits: LIST_UPLOAD_LIMITS }), app.config.dataDir));
      try {
        const { list } = orThrow(await imports.importList(upload.source, upload.files, upload.sha256, memberOf(request)));
        return { success: true as const, list };
      } finally {
        await upload.cleanUp();
      }
    },
  );

  typed.get('/api/admin/screening/lists', { config: admin, schema: { tags, response: { 200: screeningListsResponseSchema } } }, async () => ({
    success: true as const,
    lists: await imports.lists(),
  }));

  typed.get('/api/admin/applications/:id/screening', { config: admin, schema: { tags, params: idParams, response: { 200: applicationScreeningResponseSchema } } }, async (request) => {
    const { hits, pepAnswer, screenedAt, blocksApproval } = orThrow(await review.forApplication(request.params.id));
    return { success: true as const, hits, pepAnswer, screenedAt, blocksApproval };
  });

  typed.get('/api/admin/screening/hits', { config: admin, schema: { tags, querystring: hitsQuery, response: { 200: screeningHitsResponseSchema } } }, async (request) => ({
    success: true as const,
    hits: await review.hits(request.query.status),
  }));

  typed.post(
    '/api/admin/screening/hits/:id/resolve',
    { config: admin, schema: { tags, params: idParams, body: resolveScreeningHitRequestSchema, response: { 200: resolveScreeningHitResponseSchema } } },
    async (request) => ({ success: true as const, hit: orThrow(await review.resolve(request.params.id, request.body, memberOf(request))).hit }),
  );

  typed.post('/api/admin/members/:id/reactivate', { config: admin, schema: { tags, params: idParams, response: { 200: reactivateResponseSchema } } }, async (request) => {
    const { memberId, state } = orThrow(await review.reactivate(request.params.id, memberOf(request)));
    return { success: true as const, memberId, state };
  });
}
