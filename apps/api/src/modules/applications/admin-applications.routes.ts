import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApplicationDetailResponseSchema,
  adminApplicationListQuerySchema,
  adminApplicationListResponseSchema,
  applicationDecisionResponseSchema,
  documentReviewRequestSchema,
  documentReviewResponseSchema,
  rejectApplicationRequestSchema,
  revealIdentifierRequestSchema,
  revealIdentifierResponseSchema,
} from '@quorum/domain';
import type { UploadStorage } from '../../lib/uploads';
import { memberOf } from '../../plugins/access.types';
import { createAdminDecisionsService } from './admin-decisions.service';
import { createAdminReviewService } from './admin-review.service';
import { contentDisposition, toAdminDocument } from './admin-views';
import { orThrow } from '../../lib/http/result';

const idParam = z.string().trim().min(1).max(128);
const applicationParams = z.object({ id: idParam });
const documentParams = z.object({ id: idParam, documentId: idParam });
const BASE = '/api/admin/applications';

/** The admin review of applications (docs/flows/admin-review.md): admins only, every action audit-logged with who did it. */
export async function adminApplicationRoutes(app: FastifyInstance, options: { storage: UploadStorage }): Promise<void> {
  const review = createAdminReviewService({ db: app.db, cipher: app.cipher, clock: app.clock, storage: options.storage });
  const decisions = createAdminDecisionsService({ db: app.db, clock: app.clock, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  // Revealing an identifier and downloading a KYC document take a passkey confirmation in the last 10 minutes (docs/flows/sign-in.md#admins).
  const sensitive = { access: 'admin' as const, confirm: 'recent' as const };
  const tags = ['admin'];

  // Identifiers and KYC documents must never sit in a shared or browser cache. Decided by the matched
  // route, not the raw URL, which may spell the same path differently (/%61pi/...).
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith(BASE)) reply.header('cache-control', 'no-store');
  });

  typed.get(BASE, { config: admin, schema: { tags, querystring: adminApplicationListQuerySchema, response: { 200: adminApplicationListResponseSchema } } }, async (request) => ({
    success: true as const,
    ...(await review.list(request.query)),
  }));

  typed.get(`${BASE}/:id`, { config: admin, schema: { tags, params: applicationParams, response: { 200: adminApplicationDetailResponseSchema } } }, async (request) => ({
    success: true as const,
    application: orThrow(await review.detail(request.params.id)).application,
  }));

  typed.post(
    `${BASE}/:id/reveal`,
    { config: sensitive, schema: { tags, params: applicationParams, body: revealIdentifierRequestSchema, response: { 200: revealIdentifierResponseSchema } } },
    async (request, reply) => {
      const { value } = orThrow(await review.reveal(request.params.id, request.body, memberOf(request)));
      // A decrypted identifier beside what the request named: never kept, and so never compressed (plugins/compression.ts).
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...request.body, value };
    },
  );

  typed.get(`${BASE}/:id/documents/:documentId`, { config: sensitive, schema: { tags, params: documentParams } }, async (request, reply) => {
    const { document, file } = orThrow(await review.download(request.params.id, request.params.documentId, memberOf(request)));
    return reply
      .header('content-type', document.mimeType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(document.originalName))
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });

  typed.post(
    `${BASE}/:id/documents/:documentId/review`,
    { config: admin, schema: { tags, params: documentParams, body: documentReviewRequestSchema, response: { 200: documentReviewResponseSchema } } },
    async (request) => {
      const { status, document } = orThrow(await decisions.reviewDocument(request.params.id, request.params.documentId, request.body, memberOf(request)));
      return { success: true as const, status, document: toAdminDocument(document) };
    },
  );

  typed.post(`${BASE}/:id/start-review`, { config: admin, schema: { tags, params: applicationParams, response: { 200: applicationDecisionResponseSchema } } }, async (request) => {
    const { status } = orThrow(await decisions.startReview(request.params.id, memberOf(request)));
    return { success: true as const, status };
  });

  typed.post(`${BASE}/:id/approve`, { config: admin, schema: { tags, params: applicationParams, response: { 200: applicationDecisionResponseSchema } } }, async (request) => {
    const { status, memberId, memberEmail } = orThrow(await decisions.approve(request.params.id, memberOf(request)));
    return { success: true as const, status, memberId, memberEmail };
  });

  typed.post(
    `${BASE}/:id/reject`,
    { config: admin, schema: { tags, params: applicationParams, body: rejectApplicationRequestSchema, response: { 200: applicationDecisionResponseSchema } } },
    async (request) => {
      const { status } = orThrow(await decisions.reject(request.params.id, request.body.reason, memberOf(request)));
      return { success: true as const, status };
    },
  );
}
