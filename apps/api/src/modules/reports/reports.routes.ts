import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkDeckQuerySchema,
  checkDeckResponseSchema,
  checkDossierResponseSchema,
  createReportFromUrlRequestSchema,
  createReportRequestSchema,
  createReportResponseSchema,
  deleteReportsRequestSchema,
  deleteReportsResponseSchema,
  fullReportResponseSchema,
  idSchema,
  LINK_STATUS_TEXT,
  previewsRequestSchema,
  previewsResponseSchema,
  previewsWithVotesResponseSchema,
  REPORT_MESSAGES,
  reportStatusesResponseSchema,
  reportStatusQuerySchema,
  reportStatusSchema,
  TEXT_LIMITS,
} from '@quorum/domain';
import { CACHED_LIST_ROUTE, sendCachedList } from '../../lib/http/cached-reply';
import { memberOf } from '../../plugins/access.types';
import { voteAudienceOf } from '../decisions/visible-votes.read';
import { assertOwnEmail, refuse, rejectInvalid } from '../../lib/http/request-checks';
import { orThrow } from '../../lib/http/result';
import { storedWebhookUrl } from '../review-agent/webhooks/own-receiver';
import { createReportFor, createReportFromUrl } from './report-creation';
import { createReportsService } from './reports.service';

const tags = ['reports'];
const config = { access: 'signedIn' as const };
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const CHECK_DECK_INVALID = 'Give the deck’s SHA-256 as 64 hexadecimal characters';
const rawField = (body: unknown, field: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined);

/**
 * The report catalogue (docs/api.md). Anyone signed in may ask for reports on their own
 * dossiers and read their own; members and admins read every deal (network members only theirs).
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const reports = createReportsService(app.db, app.clock);
  const creation = { db: app.db, clock: app.clock, engine: app.reviewAgent.engine };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ownOrigin = new URL(app.config.publicUrl).origin;

  typed.post('/api/report/create', { config: { ...config, rateLimit: { max: 60, timeWindow: 60 * 60_000 } }, attachValidation: true, schema: { tags, body: createReportRequestSchema, response: { 200: createReportResponseSchema } } }, async (request) => {
    if (request.validationError) {
      const missing = ['dossierId', 'userEmail', 'vehicleId'].some((field) => blank(rawField(request.body, field)));
      rejectInvalid(request, missing ? REPORT_MESSAGES.generationFieldsRequired : REPORT_MESSAGES.reportCreationFailed);
    }
    const member = memberOf(request);
    assertOwnEmail(member, request.body.userEmail);
    const given = request.body.webhooks ?? {};
    const requestOrigin = request.headers.host ? `${request.protocol}://${request.headers.host}` : undefined;
    const webhooks = { onComplete: storedWebhookUrl(given.onComplete, requestOrigin, ownOrigin), onError: storedWebhookUrl(given.onError, requestOrigin, ownOrigin) };
    const { report } = orThrow(await createReportFor(creation, member, { dossierId: request.body.dossierId, vehicleId: request.body.vehicleId, webhooks }));
    app.reviewAgent.enqueue(report.id);
    return { success: true as const, reportId: report.id };
  });

  typed.post('/api/report/create-from-url', { config: { ...config, rateLimit: { max: 60, timeWindow: 60 * 60_000 } }, attachValidation: true, schema: { tags, body: createReportFromUrlRequestSchema, response: { 200: createReportResponseSchema } } }, async (request) => {
    if (request.validationError) rejectInvalid(request, blank(rawField(request.body, 'url')) ? REPORT_MESSAGES.urlRequired : LINK_STATUS_TEXT.invalidUrl);
    const { report } = orThrow(await createReportFromUrl(creation, memberOf(request), request.body.url));
    app.reviewAgent.enqueue(report.id);
    return { success: true as const, reportId: report.id };
  });

  typed.get('/api/report/status', { config, attachValidation: true, schema: { tags, querystring: reportStatusQuerySchema, response: { 200: reportStatusSchema.extend({ success: z.literal(true), reportId: idSchema }) } } }, async (request) => {
    const reportId = request.validationError ? undefined : request.query.reportId;
    if (!reportId) refuse(400, REPORT_MESSAGES.reportIdRequired);
    const { status, statusMessage } = orThrow(await reports.status(memberOf(request), reportId));
    return { success: true as const, reportId, status, statusMessage };
  });

  const statusesQuery = z.object({ email: z.string().trim().toLowerCase().max(TEXT_LIMITS.EMAIL).optional() });
  typed.get('/api/report/statuses', { ...CACHED_LIST_ROUTE, config, attachValidation: true, schema: { tags, querystring: statusesQuery, response: { 200: reportStatusesResponseSchema } } }, async (request, reply) => {
    rejectInvalid(request, REPORT_MESSAGES.checkStatusFailed);
    const member = memberOf(request);
    const { ownerId } = orThrow(await reports.statusesOwner(member, request.query.email || undefined));
    return sendCachedList(app.responseCache, request, reply, { key: `report-statuses:${member.id}:${ownerId}`, schema: reportStatusesResponseSchema, compute: async () => ({ success: true as const, reports: await reports.statuses(member, ownerId) }) });
  });

  const urlQuery = z.object({ url: z.string().trim().min(1).max(TEXT_LIMITS.URL) });
  typed.get('/api/report/check-dossier', { config, attachValidation: true, schema: { tags, querystring: urlQuery, response: { 200: checkDossierResponseSchema } } }, async (request) => {
    rejectInvalid(request, REPORT_MESSAGES.urlRequired);
    return reports.checkDossier(memberOf(request), request.query.url);
  });

  typed.get('/api/report/check-deck', { config, attachValidation: true, schema: { tags, querystring: checkDeckQuerySchema, response: { 200: checkDeckResponseSchema } } }, async (request) => {
    rejectInvalid(request, CHECK_DECK_INVALID);
    return reports.checkDeck(memberOf(request), request.query.sha256);
  });

  typed.get('/api/report/:id/full-report', { config, schema: { tags, params: z.object({ id: idSchema }), response: { 200: fullReportResponseSchema } } }, async (request) => {
    return orThrow(await reports.fullReport(memberOf(request), request.params.id)).report;
  });

  typed.delete('/api/report', { config, attachValidation: true, schema: { tags, body: deleteReportsRequestSchema, response: { 200: deleteReportsResponseSchema } } }, async (request) => {
    rejectInvalid(request, 'Give the ids of the reports to delete');
    return { success: true as const, deleted: orThrow(await reports.remove(memberOf(request), request.body.ids)).deleted };
  });

  // The previews are reads carried by POST (the body only names the caller), cached and answered
  // with an ETag as the GET lists are, until the database changes: one answer, and ETag, for the
  // admins, each other caller's own (a sealed deal shows each member their own vote). A matching If-None-Match is a 304,
  // not the 412 RFC 9110 asks of other methods: nothing is performed, and a client that asks
  // conditionally learns one code for "unchanged" (docs/decisions/0016-unchanged-answers-cost-nothing.md).
  typed.post('/api/report/previews', { ...CACHED_LIST_ROUTE, config, attachValidation: true, schema: { tags, body: previewsRequestSchema.optional(), response: { 200: previewsResponseSchema } } }, async (request, reply) => {
    const member = memberOf(request);
    rejectInvalid(request, REPORT_MESSAGES.fetchPreviewsFailed('invalid request'));
    if (request.body?.email && request.body.email !== member.email) refuse(403, REPORT_MESSAGES.fetchPreviewsFailed('the email is not the signed-in member’s'));
    return sendCachedList(app.responseCache, request, reply, { key: `previews:${voteAudienceOf(member)}`, schema: previewsResponseSchema, compute: async () => ({ success: true as const, previews: await reports.previews(member) }) });
  });

  typed.post('/api/report/previews-with-votes', { ...CACHED_LIST_ROUTE, config, attachValidation: true, schema: { tags, body: previewsRequestSchema.optional(), response: { 200: previewsWithVotesResponseSchema } } }, async (request, reply) => {
    const member = memberOf(request);
    rejectInvalid(request, REPORT_MESSAGES.fetchPreviewsWithVotesFailed('invalid request'));
    if (request.body?.email && request.body.email !== member.email) refuse(403, REPORT_MESSAGES.fetchPreviewsWithVotesFailed('the email is not the signed-in member’s'));
    return sendCachedList(app.responseCache, request, reply, { key: `previews-with-votes:${voteAudienceOf(member)}`, schema: previewsWithVotesResponseSchema, compute: async () => ({ success: true as const, previews: await reports.previewsWithVotes(member) }) });
  });

}
