import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealSubmittedEmailRequestSchema, directQueryRequestSchema, directQueryResponseSchema, successResponseSchema } from '@quorum/domain';
import { actingMember, rejectInvalid } from '../../lib/http/request-checks';
import { memberOf } from '../../plugins/access.types';
import { mailTemplates } from '../mail/templates';
import { createReportsService } from './reports.service';

/**
 * POST /api/admin/deals/direct-query (the admin deal-status lookup) and POST
 * /api/send-deal-submitted-email (the confirmation a submitter asks for after submitting).
 */
export async function reportAdminRoutes(app: FastifyInstance): Promise<void> {
  const reports = createReportsService(app.db, app.clock);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/api/admin/deals/direct-query', { config: { access: 'admin', bearer: true }, attachValidation: true, schema: { tags: ['admin'], body: directQueryRequestSchema, response: { 200: directQueryResponseSchema } } }, async (request) => {
    rejectInvalid(request, 'Give the report ids to look up as reportIds');
    return { success: true as const, data: await reports.directQuery(memberOf(request), request.body.reportIds) };
  });

  typed.post(
    '/api/send-deal-submitted-email',
    { config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: 60 * 60_000 } }, attachValidation: true, schema: { tags: ['reports'], body: dealSubmittedEmailRequestSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      // Only to the submitter's own address: this can never become a way to mail strangers.
      const member = actingMember(request, 'Give the email, the deal name and its url', (body) => [body.email]);
      await app.mailer.send(member.email, mailTemplates.dealSubmitted(request.body.name, request.body.url));
      return { success: true as const, message: 'Email sent' };
    },
  );
}
