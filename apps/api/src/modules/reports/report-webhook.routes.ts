import type { FastifyInstance } from 'fastify';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { REPORT_WEBHOOK_PATH, reportWebhookPayloadSchema } from '@quorum/domain';
import { refuse } from '../../lib/http/request-checks';
import { ownWebhookSecret } from '../review-agent/webhooks/own-receiver';
import { receiveReportWebhook } from './report-webhook.service';

/** Report webhooks are a few hundred bytes; anything near this is not one of ours. */
const BODY_LIMIT = 16 * 1024;

export const REPORT_WEBHOOK_MESSAGES = {
  unsigned: 'This address takes only report webhooks Quorum signed',
  malformed: 'Not a report webhook',
} as const;

/**
 * POST /api/report-webhook: Quorum's own receiver of the report webhooks the members app asks for
 * (docs/webhooks.md). Anyone may call it, so it is sessionless and believes nothing unsigned: the
 * Standard Webhooks signature (Quorum's own secret, derived from the data key) over the raw bytes,
 * with the timestamp within five minutes, is checked by the standardwebhooks library before the
 * body is even parsed. Registered in its own scope, where JSON arrives as the raw string it signs.
 */
export async function reportWebhookRoutes(app: FastifyInstance): Promise<void> {
  const verifier = new Webhook(ownWebhookSecret(app.dataKey));
  const deps = { db: app.db, mailer: app.mailer, publish: (memberId: string, event: Parameters<typeof app.memberEvents.publish>[1]) => app.memberEvents.publish(memberId, event), submitUrl: `${app.config.publicUrl}/deals/submit` };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(REPORT_WEBHOOK_PATH, { config: { access: 'public', sessionless: true }, bodyLimit: BODY_LIMIT, schema: { tags: ['reports'], summary: 'Quorum’s own receiver of signed report webhooks' } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    let verified: unknown;
    try {
      verified = verifier.verify(raw, request.headers as Record<string, string>);
    } catch (error) {
      if (error instanceof WebhookVerificationError) refuse(400, REPORT_WEBHOOK_MESSAGES.unsigned);
      // A signed body that is not JSON: ours never is.
      refuse(400, REPORT_WEBHOOK_MESSAGES.malformed);
    }
    const payload = reportWebhookPayloadSchema.safeParse(verified);
    if (!payload.success) refuse(400, REPORT_WEBHOOK_MESSAGES.malformed);
    const outcome = await receiveReportWebhook(deps, payload.data);
    return { success: true as const, handled: outcome.handled };
  });
}
