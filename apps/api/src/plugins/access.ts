import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { confirmedRecently, CONSTANTS, PASSKEY_MESSAGES, passkeyStandingOf, SCREENING_MESSAGES, type PasskeyRequired, type PasskeyStanding } from '@quorum/domain';
import { createSessionCache } from '../modules/auth/session-cache';
import { decodeSessionChange, onSessionsChanged, SESSION_CHANNEL, sessionsChangedElsewhere } from '../modules/auth/session-changes';
import { createSessionRepository, type SessionRepository } from '../modules/auth/session.repository';
import { randomSecret, sha256Hex } from '../crypto/hashing';
import type { Listening } from '../db/store';
import { hasAccess, holdsAdminRole, isSuspendedByScreening, withoutAdminRoles, type Access, type Confirm, type SessionMember } from './access.types';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Also accept `Authorization: Bearer <mobile token>` when there is no session cookie. */
    bearer?: boolean;
    /** Also take a passkey confirmation in the last 10 minutes (access.types.ts, Confirm). */
    confirm?: Confirm;
  }
  interface FastifyRequest {
    /** Who the request acts as: an admin whose session is not confirmed with a passkey acts as a member (passkeyStanding says why). */
    member: SessionMember | null;
    /** Where the session stands with the admins' passkey rules (docs/flows/sign-in.md#admins); 'none' for everyone else. */
    passkeyStanding: PasskeyStanding;
    sessionIdHash: string | null;
    /** When the session was last confirmed with a passkey (a passkey sign-in or a step-up); null: never. */
    sessionConfirmedAt: Date | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the authorization matrix test and docs. */
    routePolicies: RoutePolicy[];
    sessions: SessionRepository;
    sessionCookie: {
      name: string;
      /**
       * Starts a fresh session (a new id at every login: no fixation) and sets its cookie once it is
       * stored: bound to the address that signed in (the member's as read at sign-in), confirmed at
       * `confirmedAt` when the member signed in with a passkey.
       */
      start(reply: FastifyReply, member: { id: string; email: string }, confirmedAt?: Date): Promise<void>;
      /** Revokes the request's session, if any, and clears its cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

/** A route's declared policy: who may call it, and whether it takes a recent passkey confirmation. */
export interface RoutePolicy {
  method: string;
  url: string;
  access: Access;
  confirm?: Confirm;
}

/** The 403 that asks for a passkey: a new one, or a step-up. */
const passkeyRequired = (passkey: PasskeyRequired['passkey'], error: string): PasskeyRequired => ({ success: false, error, passkey });

/** Sessions kept in memory at most (a few hundred bytes each). */
const SESSION_CACHE_ENTRIES = 20_000;
/** Where other instances change members too: the longest a lookup is served without asking again, should a signal be lost. */
const SHARED_SESSION_TTL_MS = 60_000;

/**
 * Sessions in an HttpOnly, SameSite=Lax cookie (Secure and __Host- outside development), looked up by
 * hash; and the route policy: every /api route declares `config.access`, checked before the body is read.
 */
export const accessControl = fp(
  async (app) => {
    const secure = app.config.secureCookies;
    const name = secure ? '__Host-quorum_session' : 'quorum_session';
    const sessions = createSessionRepository(app.db);
    app.decorate('sessions', sessions);
    await app.register(cookie);

    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
    app.decorate('sessionCookie', {
      name,
      async start(reply: FastifyReply, member: { id: string; email: string }, confirmedAt?: Date) {
        const secret = randomSecret(32);
        const now = app.clock.now();
        await sessions.create({
          idHash: sha256Hex(secret),
          memberId: member.id,
          email: member.email,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CONSTANTS.AUTH_STATE_VALIDITY_MS),
          confirmedAt: confirmedAt ?? null,
        });
        reply.setCookie(name, secret, { ...cookieOptions, maxAge: CONSTANTS.AUTH_STATE_VALIDITY_MS / 1000 });
      },
      async end(request: FastifyRequest, reply: FastifyReply) {
        if (request.sessionIdHash) await sessions.revoke(request.sessionIdHash, app.clock.now());
        reply.clearCookie(name, cookieOptions);
      },
    });

    app.decorateRequest('member', null);
    app.decorateRequest('sessionIdHash', null);
    app.decorateRequest('sessionConfirmedAt', null);
    app.decorateRequest('passkeyStanding', 'none');

    // Session lookups, cached by cookie (docs/flows/sign-in.md): every change to a member's access
    // is announced where it is written. Where other instances write too, their announcements arrive
    // by the store's signal; until this instance listens (and whenever it stops), nothing is cached.
    const cache = createSessionCache({ maxEntries: SESSION_CACHE_ENTRIES, ttlMs: app.db.soleProcess ? Number.POSITIVE_INFINITY : SHARED_SESSION_TTL_MS });
    const unsubscribe = onSessionsChanged((change) => cache.forget(change));
    let listening: Listening | undefined;
    if (app.db.listen) {
      cache.setEnabled(false);
      listening = await app.db.listen(SESSION_CHANNEL, {
        message: (payload) => {
          const change = decodeSessionChange(payload);
          if (change) sessionsChangedElsewhere(change);
        },
        listening: () => cache.setEnabled(true),
        lost: () => cache.setEnabled(false),
      });
    }
    app.addHook('onClose', async () => {
      unsubscribe();
      await listening?.close();
    });

    type Session = { idHash: string; member: SessionMember; expiresAt: number; confirmedAt: Date | null; hasPasskey: boolean };
    /** The session a cookie's value opens: from the cache at once, else a promise of the database's answer. */
    const sessionOf = (secret: string): Session | undefined | Promise<Session | undefined> => {
      const now = app.clock.now();
      const cached = cache.get(secret, now.getTime());
      if (cached) return cached;
      const generation = cache.generation();
      const idHash = sha256Hex(secret);
      return sessions.findActiveSession(idHash, now).then((found) => {
        if (!found) return undefined;
        const session = { idHash, member: found.member, expiresAt: found.expiresAt.getTime(), confirmedAt: found.confirmedAt, hasPasskey: found.hasPasskey };
        cache.put(secret, session, generation, now.getTime());
        return session;
      });
    };

    const routePolicies: RoutePolicy[] = [];
    app.decorate('routePolicies', routePolicies);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it`);
      const confirm = route.config?.confirm;
      for (const method of [route.method].flat()) routePolicies.push({ method, url: route.url, access, ...(confirm ? { confirm } : {}) });
    });

    /** The route's policy, once request.member is known: passes (done) or answers 401/403 itself. */
    const decide = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      const { access, confirm } = request.routeOptions.config;
      if (!access || hasAccess(request.member, access)) {
        if (confirm === 'recent' && !confirmedRecently(request.sessionConfirmedAt, app.clock.now())) return void reply.code(403).send(passkeyRequired('confirm', PASSKEY_MESSAGES.confirmAgain));
        return done();
      }
      if (!request.member) return void reply.code(401).send({ success: false, error: 'Please sign in to continue' });
      // Decided by the matched route's policy, like the rest: public routes (the session answer,
      // sign-out) still serve a suspended member, so the app can say why and let them sign out.
      if (isSuspendedByScreening(request.member)) return void reply.code(403).send({ success: false, error: SCREENING_MESSAGES.memberSuspended });
      // An admin acting as a member for want of a passkey: the answer says which prompt to show.
      if (access === 'admin' && request.passkeyStanding === 'setup') return void reply.code(403).send(passkeyRequired('setup', PASSKEY_MESSAGES.adminSetup));
      if (access === 'admin' && request.passkeyStanding === 'confirm') return void reply.code(403).send(passkeyRequired('confirm', PASSKEY_MESSAGES.adminConfirm));
      return void reply.code(403).send({ success: false, error: 'You do not have access to this' });
    };
    const identified = (request: FastifyRequest, session: Session | undefined) => {
      if (!session) return;
      request.sessionIdHash = session.idHash;
      request.sessionConfirmedAt = session.confirmedAt;
      if (!holdsAdminRole(session.member)) {
        request.member = session.member;
        return;
      }
      // Admins act as admins only with a passkey, confirmed in this session in the last 12 hours
      // (docs/flows/sign-in.md#admins): a mailbox, or a cookie taken long ago, is worth a member's access.
      const { standing } = passkeyStandingOf({ admin: true, hasPasskey: session.hasPasskey, confirmedAt: session.confirmedAt, now: app.clock.now() });
      request.passkeyStanding = standing;
      request.member = standing === 'confirmed' ? session.member : withoutAdminRoles(session.member);
    };
    /** A mobile client's bearer token, where the route takes one and no session cookie named a member. */
    const bearerMember = (request: FastifyRequest): Promise<SessionMember | null> | undefined => {
      const authorization = request.headers.authorization;
      if (request.member || !request.routeOptions.config.bearer || !authorization?.startsWith('Bearer ')) return undefined;
      return sessions.findMemberByMobileToken(sha256Hex(authorization.slice(7).trim()), app.clock.now());
    };
    const withBearer = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
      const pending = bearerMember(request);
      if (!pending) return decide(request, reply, done);
      pending.then((member) => {
        // A bearer token is a long-lived credential no passkey confirms: it never acts as an admin.
        request.member = member && holdsAdminRole(member) ? withoutAdminRoles(member) : member;
        decide(request, reply, done);
      }, done);
    };
    // A callback hook: it runs on every request, and a signed-in read whose session is cached
    // (nearly all of them) is decided without a promise or a turn of the microtask queue.
    app.addHook('onRequest', (request, reply, done) => {
      const secret = request.cookies[name];
      const session = secret ? sessionOf(secret) : undefined;
      if (!(session instanceof Promise)) {
        identified(request, session);
        return withBearer(request, reply, done);
      }
      session.then((found) => {
        identified(request, found);
        withBearer(request, reply, done);
      }, done);
    });
  },
  { name: 'access-control', dependencies: ['app-context'] },
);
