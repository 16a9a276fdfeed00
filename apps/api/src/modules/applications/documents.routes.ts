import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, documentUploadResponseSchema, reuploadLinkRequestSchema, reuploadLinkResponseSchema } from '@quorum/domain';
import { discard, MAX_UPLOAD_BYTES, readLeadingFields, stageFiles, type UploadStorage } from '../../lib/uploads';
import { NETWORK_LIMIT_MESSAGE } from './documents.limits';
import { createDocumentsService, UPLOAD_FIELDS } from './documents.service';
import { orThrow } from '../../lib/http/result';

const HOUR_MS = 60 * 60_000;
const FILE_FIELDS: ReadonlySet<string> = new Set(['file', 'files[]', 'files']);
// The largest question takes 20 files; busboy's own limits stop anything beyond before we do.
const UPLOAD_LIMITS = { fields: 5, fieldNameSize: 100, fieldSize: 1024, files: 21, parts: 26, fileSize: MAX_UPLOAD_BYTES + 1, headerPairs: 100 };

/**
 * POST /api/documents/upload (an applicant's files, after submitting) and the re-upload link lookup. What uploads may
 * store is bounded by the public's quota and each network's allowance (plugins/public-uploads.ts; docs/security/storage-quotas.md).
 */
export async function documentRoutes(app: FastifyInstance, options: { storage: UploadStorage }): Promise<void> {
  const documents = createDocumentsService({ db: app.db, clock: app.clock, storage: options.storage, uploads: app.publicUploads });
  const { network } = app.publicUploads;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/documents/upload',
    {
      config: { access: 'public', rateLimit: { max: 200, timeWindow: HOUR_MS } },
      schema: { tags: ['applications'], consumes: ['multipart/form-data'], response: { 200: documentUploadResponseSchema, 429: apiErrorSchema, 507: apiErrorSchema } },
    },
    async (request, reply) => {
      // A network over its allowance is refused before its files are received.
      const before = await network.check(request);
      if (!before.ok) return reply.code(429).header('retry-after', before.retryAfterSeconds).send({ success: false, error: NETWORK_LIMIT_MESSAGE });
      const parts = request.parts({ limits: UPLOAD_LIMITS });
      const lead = await readLeadingFields(parts, UPLOAD_FIELDS);
      const { fields, firstFile } = orThrow(lead);
      const prepared = await documents.prepare(fields);
      if (!prepared.ok && firstFile) discard(firstFile);
      const { target } = orThrow(prepared);
      const { maxFiles } = target.slot.rules;
      const staged = await stageFiles(firstFile, parts, {
        storage: options.storage,
        rules: target.slot.rules,
        maxFiles: maxFiles - target.stored,
        maxBytes: MAX_UPLOAD_BYTES,
        fileFields: FILE_FIELDS,
        tooManyFiles: `Too many files for ${target.slot.documentType}: up to ${maxFiles} in total${target.stored > 0 ? `, ${target.stored} already uploaded` : ''}`,
      });
      const { files } = orThrow(staged);
      const charged = await network.charge(request, files);
      if (!charged.ok) {
        await options.storage.remove(files.map((file) => file.tempPath));
        return reply.code(429).header('retry-after', charged.retryAfterSeconds).send({ success: false, error: NETWORK_LIMIT_MESSAGE });
      }
      const committed = orThrow(await documents.commit(target, files));
      return {
        success: true,
        documents: committed.documents.map(({ id, documentType, originalName, mimeType, size, sha256 }) => ({ id, documentType, originalName, mimeType, size, sha256 })),
      };
    },
  );

  typed.post(
    '/api/documents/reupload-request',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: HOUR_MS } },
      schema: { tags: ['applications'], body: reuploadLinkRequestSchema, response: { 200: reuploadLinkResponseSchema } },
    },
    async (request) => {
      const { application, document, slot } = orThrow(await documents.describeReupload(request.body.token));
      return {
        success: true as const,
        applicantId: application.id,
        documentType: document.documentType,
        documentLabel: slot.label,
        originalName: document.originalName,
        reason: document.reviewNote,
        maxFiles: slot.rules.maxFiles,
        acceptedFileTypes: [...slot.rules.acceptedFileTypes],
        expiresAt: (document.reuploadTokenExpiresAt ?? new Date(0)).toISOString(),
      };
    },
  );
}
