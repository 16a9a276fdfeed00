import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createDraftRequestSchema,
  createDraftResponseSchema,
  DRAFT_KEY_HEADER,
  draftDoneResponseSchema,
  draftFileContentResponseSchema,
  draftFileResponseSchema,
  draftResponseSchema,
  draftSlotSchema,
  openDraftRequestSchema,
  openDraftResponseSchema,
  saveDraftRequestSchema,
} from '@quorum/domain';
import { orThrow, fail } from '../../lib/http/result';
import { bodyEmailKey, keyedRateLimit } from '../../lib/keyed-rate-limit';
import { discard, MAX_UPLOAD_BYTES, readLeadingFields, stageFiles } from '../../lib/uploads';
import { DRAFT_FILE_FIELDS, DRAFT_FILE_RULES, DRAFT_UPLOAD_FIELDS } from './draft-files';
import { NETWORK_LIMIT_MESSAGE } from '../applications/documents.limits';
import { startDraftSweep } from './drafts.sweep';
import { createDraftsService } from './drafts.service';

// The same windows and counts as sign-in links (modules/auth/auth.routes.ts): per IP and per email.
const LINK_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const UPLOAD_LIMITS = { fields: 2, fieldNameSize: 100, fieldSize: 256, files: 1, parts: 3, fileSize: MAX_UPLOAD_BYTES + 1, headerPairs: 100 };

const idParam = z.string().trim().min(1).max(128);
const draftParams = z.object({ id: idParam });
const fileParams = z.object({ id: idParam, fileId: idParam });
const tags = ['drafts'];

/** The browser's key to a draft, from its header. */
const deviceKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[DRAFT_KEY_HEADER];
  return typeof value === 'string' && value.length <= 256 ? value : undefined;
};

/**
 * Continue on another device (docs/flows/wizard.md): the wizard's progress kept on the server,
 * encrypted, reachable by an emailed single-use link and then by each browser's device key.
 * Multipart parsing is registered here, for the file route only this plugin has.
 */
export async function draftRoutes(app: FastifyInstance, options: { maxBytes?: number } = {}): Promise<void> {
  const drafts = createDraftsService({ db: app.db, cipher: app.cipher, clock: app.clock, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl, uploads: app.publicUploads, ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}) });
  // A draft's files are anonymous bytes like application documents: the same quota, the same allowance per network.
  const { network } = app.publicUploads;
  startDraftSweep(app, drafts);
  await app.register(multipart, { throwFileSizeLimit: true, preservePath: true, limits: UPLOAD_LIMITS });

  const perEmail = keyedRateLimit({
    name: 'draft-link:email',
    max: 5,
    windowMs: LINK_WINDOW_MS,
    counters: app.rateCounters,
    keyOf: bodyEmailKey,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/drafts',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: LINK_WINDOW_MS } },
      preHandler: perEmail,
      schema: { tags, body: createDraftRequestSchema, response: { 200: createDraftResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await drafts.create(request.body.email, request.body.payload)) }),
  );

  typed.post(
    '/api/drafts/open',
    { config: { access: 'public', rateLimit: { max: 30, timeWindow: LINK_WINDOW_MS } }, schema: { tags, body: openDraftRequestSchema, response: { 200: openDraftResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { draft, deviceKey } = orThrow(await drafts.open(request.body.token));
      return { success: true as const, draft, deviceKey };
    },
  );

  // A new link for a copy, to its own address: as often as a sign-in link, per copy and per IP.
  const perDraft = keyedRateLimit({
    name: 'draft-link:draft',
    max: 5,
    windowMs: LINK_WINDOW_MS,
    counters: app.rateCounters,
    keyOf: (request) => (request.params as { id?: unknown } | undefined)?.id?.toString(),
  });
  typed.post(
    '/api/drafts/:id/link',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: LINK_WINDOW_MS } }, preHandler: perDraft, schema: { tags, params: draftParams, response: { 200: draftDoneResponseSchema } } },
    async (request) => {
      orThrow(await drafts.resendLink(request.params.id));
      return { success: true as const };
    },
  );

  typed.get(
    '/api/drafts/:id',
    { config: { access: 'public', rateLimit: { max: 300, timeWindow: HOUR_MS } }, schema: { tags, params: draftParams, response: { 200: draftResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { draft } = orThrow(await drafts.read(request.params.id, deviceKeyOf(request)));
      return { success: true as const, draft };
    },
  );

  typed.put(
    '/api/drafts/:id',
    { config: { access: 'public', rateLimit: { max: 600, timeWindow: HOUR_MS } }, schema: { tags, params: draftParams, body: saveDraftRequestSchema, response: { 200: draftResponseSchema } } },
    async (request) => {
      const { draft } = orThrow(await drafts.save(request.params.id, deviceKeyOf(request), request.body.payload, request.body.fileSlots));
      return { success: true as const, draft };
    },
  );

  typed.delete(
    '/api/drafts/:id',
    { config: { access: 'public', rateLimit: { max: 60, timeWindow: HOUR_MS } }, schema: { tags, params: draftParams, response: { 200: draftDoneResponseSchema } } },
    async (request) => {
      orThrow(await drafts.delete(request.params.id, deviceKeyOf(request)));
      return { success: true as const };
    },
  );

  typed.post(
    '/api/drafts/:id/files',
    {
      config: { access: 'public', rateLimit: { max: 200, timeWindow: HOUR_MS } },
      schema: { tags, consumes: ['multipart/form-data'], params: draftParams, response: { 200: draftFileResponseSchema, 429: apiErrorSchema, 507: apiErrorSchema } },
    },
    async (request, reply) => {
      // A network over its allowance is refused before the file is received, as for documents.
      const before = await network.check(request);
      if (!before.ok) return reply.code(429).header('retry-after', before.retryAfterSeconds).send({ success: false, error: NETWORK_LIMIT_MESSAGE });
      // The key is checked before the file is received: a stranger's upload costs no disk.
      const prepared = await drafts.prepareFile(request.params.id, deviceKeyOf(request));
      const parts = request.parts({ limits: UPLOAD_LIMITS });
      const { fields, firstFile } = orThrow(await readLeadingFields(parts, DRAFT_UPLOAD_FIELDS));
      const slot = draftSlotSchema.safeParse(fields.get('slot'));
      const refusal = !prepared.ok ? prepared : !slot.success ? fail(400, 'Send the file\u2019s slot before the file') : undefined;
      if (refusal) {
        if (firstFile) discard(firstFile);
        orThrow(refusal);
      }
      const unlocked = orThrow(prepared);
      const staged = await stageFiles(firstFile, parts, {
        storage: app.storage,
        rules: DRAFT_FILE_RULES,
        maxFiles: 1,
        maxBytes: MAX_UPLOAD_BYTES,
        fileFields: DRAFT_FILE_FIELDS,
        tooManyFiles: 'Send one file at a time',
      });
      const [file] = orThrow(staged).files;
      if (!file) return orThrow(fail(400, 'Please choose a file to upload'));
      const charged = await network.charge(request, [file]);
      if (!charged.ok) {
        await app.storage.remove([file.tempPath]);
        return reply.code(429).header('retry-after', charged.retryAfterSeconds).send({ success: false, error: NETWORK_LIMIT_MESSAGE });
      }
      const committed = orThrow(await drafts.commitFile(unlocked, slot.data ?? '', file));
      return { success: true as const, file: committed.file };
    },
  );

  typed.get(
    '/api/drafts/:id/files/:fileId',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: HOUR_MS } },
      schema: { tags, params: fileParams, response: { 200: draftFileContentResponseSchema } },
    },
    async (request, reply) => {
      const { file, content } = orThrow(await drafts.readFile(request.params.id, deviceKeyOf(request), request.params.fileId));
      reply.header('cache-control', 'no-store');
      return { success: true as const, file, contentBase64: (await buffer(content.body)).toString('base64') };
    },
  );
}
