import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  DATA_ACCESS_KEY_HEADER,
  DATA_EXPORT_FILE_NAME,
  DATA_RIGHTS_MESSAGES,
  dataLinkRequestSchema,
  dataSubjectSummaryResponseSchema,
  erasureRequestBodySchema,
  erasureRequestResponseSchema,
  openDataLinkRequestSchema,
  openDataLinkResponseSchema,
  successResponseSchema,
} from '@quorum/domain';
import { fail, orThrow } from '../../lib/http/result';
import { bodyEmailKey, keyedRateLimit } from '../../lib/keyed-rate-limit';
import { memberOf } from '../../plugins/access.types';
import { subjectOfMember, type DataSubject } from './data-subject';

// The same windows and counts as sign-in links (modules/auth/auth.routes.ts): per IP and per email.
const LINK_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const tags = ['data rights'];
const applicationParams = z.object({ id: z.string().trim().min(1).max(128) });

/** The page's key to an address's data, from its header. */
const accessKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[DATA_ACCESS_KEY_HEADER];
  return typeof value === 'string' && value.length <= 256 ? value : undefined;
};

/** A zip download: never cached, never sniffed, always saved as a file. */
function sendArchive(reply: FastifyReply, archive: Readable): FastifyReply {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(archive);
}

/**
 * A person's data rights (docs/flows/data-rights.md). Members act from their profile page with
 * their session; anyone else with an emailed link, which a page exchanges once for a short-lived
 * key. Either way the server decides whose data it is: never an address or id from the request body.
 */
export async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  const { service } = app.dataRights;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const perEmail = keyedRateLimit({ name: 'data-link:email', max: 5, windowMs: LINK_WINDOW_MS, counters: app.rateCounters, keyOf: bodyEmailKey });

  const memberSubject = async (request: FastifyRequest): Promise<DataSubject> => {
    const subject = await subjectOfMember(app.db, memberOf(request).id);
    return subject ?? orThrow(fail(401, 'Please sign in to continue'));
  };
  const keySubject = async (request: FastifyRequest): Promise<DataSubject> => orThrow(await service.subjectForKey(accessKeyOf(request))).subject;

  // Members, signed in.
  typed.post('/api/member/data-export', { config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: HOUR_MS } }, schema: { tags } }, async (request, reply) => {
    const member = memberOf(request);
    return sendArchive(reply, await service.export(await memberSubject(request), { id: member.id, email: member.email }));
  });

  typed.get('/api/member/data-erasure', { config: { access: 'signedIn' }, schema: { tags, response: { 200: erasureRequestResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, request: await service.latestErasureRequest(await memberSubject(request)) };
  });

  typed.post(
    '/api/member/data-erasure',
    { config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: HOUR_MS } }, schema: { tags, body: erasureRequestBodySchema, response: { 200: erasureRequestResponseSchema } } },
    async (request) => {
      const member = memberOf(request);
      return { success: true as const, request: await service.requestErasure(await memberSubject(request), request.body.note, { id: member.id, email: member.email }) };
    },
  );

  // Anyone, through a link emailed to the address.
  typed.post(
    '/api/data-rights/link',
    { config: { access: 'public', rateLimit: { max: 20, timeWindow: LINK_WINDOW_MS } }, preHandler: perEmail, schema: { tags, body: dataLinkRequestSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await service.sendLink(request.body.email);
      return { success: true as const, message: DATA_RIGHTS_MESSAGES.linkSent };
    },
  );

  typed.post(
    '/api/data-rights/open',
    { config: { access: 'public', rateLimit: { max: 30, timeWindow: LINK_WINDOW_MS } }, schema: { tags, body: openDataLinkRequestSchema, response: { 200: openDataLinkResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { accessKey, expiresAt, summary } = orThrow(await service.open(request.body.token));
      return { success: true as const, accessKey, expiresAt: expiresAt.toISOString(), summary };
    },
  );

  typed.get('/api/data-rights/summary', { config: { access: 'public', rateLimit: { max: 300, timeWindow: HOUR_MS } }, schema: { tags, response: { 200: dataSubjectSummaryResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, summary: await service.summary(await keySubject(request)) };
  });

  typed.post('/api/data-rights/export', { config: { access: 'public', rateLimit: { max: 10, timeWindow: HOUR_MS } }, schema: { tags } }, async (request, reply) =>
    sendArchive(reply, await service.export(await keySubject(request), null)),
  );

  typed.post(
    '/api/data-rights/erasure',
    { config: { access: 'public', rateLimit: { max: 10, timeWindow: HOUR_MS } }, schema: { tags, body: erasureRequestBodySchema, response: { 200: erasureRequestResponseSchema } } },
    async (request) => ({ success: true as const, request: await service.requestErasure(await keySubject(request), request.body.note, null) }),
  );

  typed.post(
    '/api/data-rights/applications/:id/withdraw',
    { config: { access: 'public', rateLimit: { max: 30, timeWindow: HOUR_MS } }, schema: { tags, params: applicationParams, response: { 200: dataSubjectSummaryResponseSchema } } },
    async (request) => {
      const subject = await keySubject(request);
      orThrow(await service.withdraw(subject, request.params.id, null));
      return { success: true as const, summary: await service.summary(subject) };
    },
  );
}
