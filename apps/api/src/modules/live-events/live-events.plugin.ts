import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEMBER_EVENTS_PATH, type MemberEvent } from '@quorum/domain';
import { refuse } from '../../lib/http/request-checks';
import { memberOf } from '../../plugins/access.types';
import { onSessionsChanged } from '../auth/session-changes';
import { createSessionRepository } from '../auth/session.repository';
import { createMemberEvents, type MemberEvents } from './member-events';

declare module 'fastify' {
  interface FastifyInstance {
    memberEvents: MemberEvents;
  }
}

/** Streams one member may hold open at once on this instance (a tab each); past it a page keeps polling instead. */
export const STREAMS_PER_MEMBER = 6;
/** Streams this instance holds open, every member together: each is a socket and a timer. */
export const STREAMS_PER_INSTANCE = 2_000;
/** How often an open stream proves it is alive and its session still holds. */
export const STREAM_CHECK_MS = 20_000;
/** How long a browser waits before reconnecting a stream that ended. */
const RECONNECT_MS = 5_000;

export const LIVE_EVENTS_MESSAGES = {
  tooManyStreams: 'Too many open pages are listening for updates: close some, or reload to keep polling',
  busy: 'Live updates are busy: the page keeps polling',
  cookieOnly: 'Live updates need a signed-in browser session',
} as const;

/**
 * Live events for a member's open pages (docs/flows/live-events.md): GET /api/member/events is a
 * server-sent event stream of the member's own events (a review of theirs ended). A stream lasts
 * only as long as its session: any change to the member's access or to the session on this
 * instance ends it at once (the browser reconnects through the access check), and every
 * STREAM_CHECK_MS it checks the session is still active (changes made on another instance).
 */
export const liveEventsPlugin = fp(
  async (app) => {
    const events = await createMemberEvents(app.db);
    app.decorate('memberEvents', events);
    const sessions = createSessionRepository(app.db);
    const open = new Set<() => void>();

    app.get(MEMBER_EVENTS_PATH, { config: { access: 'signedIn' }, schema: { tags: ['members'], summary: 'Server-sent events of the member’s own reviews ending' } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const member = memberOf(request);
      const sessionIdHash = request.sessionIdHash;
      if (!sessionIdHash) refuse(400, LIVE_EVENTS_MESSAGES.cookieOnly);
      if (events.streamsOf(member.id) >= STREAMS_PER_MEMBER) refuse(429, LIVE_EVENTS_MESSAGES.tooManyStreams);
      if (open.size >= STREAMS_PER_INSTANCE) refuse(503, LIVE_EVENTS_MESSAGES.busy);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);

      const send = (event: MemberEvent) => void raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = events.subscribe(member.id, send);
      const stopWatchingSessions = onSessionsChanged((change) => {
        // A confirmation with a passkey changes nothing the stream serves.
        if ('member' in change ? change.member === member.id : 'session' in change && change.session === sessionIdHash) end();
      });
      const check = setInterval(() => {
        sessions
          .findActiveSession(sessionIdHash, app.clock.now())
          .then((found) => (found?.member.id === member.id && found.member.state === 'active' ? void raw.write(': alive\n\n') : end()))
          .catch(() => end());
      }, STREAM_CHECK_MS);
      check.unref();

      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        open.delete(end);
        clearInterval(check);
        unsubscribe();
        stopWatchingSessions();
        raw.end();
      }
      open.add(end);
      raw.on('close', end);
    });

    // Before the server waits for its connections: an open stream would hold the close forever.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.addHook('onClose', async () => events.close());
  },
  { name: 'live-events', dependencies: ['access-control'] },
);
