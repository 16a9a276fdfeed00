import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationPreferencesResponseSchema, notificationPreferencesSchema } from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { startTicker } from '../../lib/ticker';
import { notificationDeliveryOf, sweepNotifications } from './notification-delivery';
import { createNotificationsService } from './notifications.service';
import { confirmUnsubscribePage, invalidUnsubscribePage, unsubscribedPage } from './unsubscribe-page';

/** How often an instance sends what is queued: per-event emails wait at most this long after their event. */
export const NOTIFICATION_SWEEP_MS = 10_000;

const tags = ['notifications'];
/** A token longer than any we make is refused by validation; a missing or wrong one gets the page that says so. */
const unsubscribeQuerySchema = z.object({ token: z.string().max(300).default('') });
/** Each public unsubscribe address, per client IP: mail programs post from shared addresses, so generous. */
const unsubscribeRateLimit = { max: 60, timeWindow: 15 * 60_000 };
/** The API's pages allow no script and no style; this one posts its form to itself. */
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * A refused link: a page for a person (a browser asks for text/html), the API's usual
 * `{ success: false, error }` for any other client, so that programs read errors one way everywhere.
 */
function sendRefusal(request: FastifyRequest, reply: FastifyReply, status: number, error: string, page: () => string): FastifyReply {
  if ((request.headers.accept ?? '').includes('text/html')) return sendPage(reply, status, page());
  return reply.code(status).header('cache-control', 'no-store').send({ success: false, error });
}

/**
 * Email notifications about network votes (docs/flows/notifications.md): each member's
 * preferences, the one-click unsubscribe their emails link to, and the sweep that sends what the
 * decisions module queued, every NOTIFICATION_SWEEP_MS on every instance.
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const delivery = notificationDeliveryOf(app);
  const service = createNotificationsService({ db: app.db, clock: app.clock, tokens: delivery.tokens });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // Signed-in, not member-only: a network member hears when a deal they submitted is decided.
  typed.get(
    '/api/member/notifications',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: notificationPreferencesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, preferences: await service.preferencesOf(memberOf(request).id) };
    },
  );

  typed.put(
    '/api/member/notifications',
    { config: { access: 'signedIn' }, schema: { tags, body: notificationPreferencesSchema.strict(), response: { 200: notificationPreferencesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, preferences: await service.save(memberOf(request).id, request.body) };
    },
  );

  // RFC 8058: a mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form
  // (urlencoded or multipart). The token in the address is all that counts, so the body is read and ignored.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  const unsubscribeUrl = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  typed.get(
    '/api/notifications/unsubscribe',
    { config: { access: 'public', rateLimit: unsubscribeRateLimit }, schema: { tags, querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { token } = request.query;
      const named = service.topicOf(token);
      if (!named.ok) return sendRefusal(request, reply, named.status, named.error, () => invalidUnsubscribePage(named.error, delivery.links.profile));
      return sendPage(reply, 200, confirmUnsubscribePage(named.topic, unsubscribeUrl(token), delivery.links.profile));
    },
  );

  typed.post(
    '/api/notifications/unsubscribe',
    { config: { access: 'public', sessionless: true, rateLimit: unsubscribeRateLimit }, schema: { tags, querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const done = await service.unsubscribe(request.query.token);
      if (!done.ok) return sendRefusal(request, reply, done.status, done.error, () => invalidUnsubscribePage(done.error, delivery.links.profile));
      return sendPage(reply, 200, unsubscribedPage(done.topic, delivery.links.profile));
    },
  );

  let sweeping: Promise<unknown> = Promise.resolve();
  const ticker = startTicker(NOTIFICATION_SWEEP_MS, async () => {
    sweeping = sweepNotifications(delivery, app.clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'notification sweep failed'));
    await sweeping;
  });
  app.addHook('onClose', async () => {
    ticker.stop();
    await sweeping;
  });
}
