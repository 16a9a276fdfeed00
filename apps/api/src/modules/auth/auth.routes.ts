import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema, loginRequestSchema, magicLinkRequestSchema, validateTokenRequestSchema } from '@quorum/domain';
import { bodyEmailKey, keyedRateLimit } from '../../lib/keyed-rate-limit';
import { createMembersRepository } from '../members/members.repository';
import { createPasskeysRepository } from '../passkeys/passkeys.repository';
import { authResponseFor, createAuthService, MAGIC_LINK_ANSWER, standingAnswer } from './auth.service';
import { createEmbeddedProvider } from './embedded-provider';
import type { IdentityProvider } from './identity-provider';
import { createLoginTokensRepository } from './login-tokens.repository';
import { createMagicAdminClient, createMagicProvider, type MagicClient } from './magic-provider';

const WINDOW_MS = 15 * 60_000;
const okSchema = z.object({ success: z.boolean(), message: z.string().optional() });
/** A refused login: the `message` the sign-in page shows, and `error` like every other error answer of the API. */
const refusedSchema = z.object({ success: z.literal(false), message: z.string(), error: z.string() });
const refused = (message: string) => ({ success: false as const, message, error: message });

export interface AuthRoutesOptions {
  /** Tests inject a fake Magic service here; production builds the admin SDK from MAGIC_SECRET_KEY. */
  magicClient?: MagicClient;
}

/** Passwordless sign-in: the magic link (or Magic), login, the mobile token, logout (docs/flows/sign-in.md). */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const tokens = createLoginTokensRepository(app.db);
  const magicClient = options.magicClient ?? (app.config.magicSecretKey ? await createMagicAdminClient(app.config.magicSecretKey) : undefined);
  const provider: IdentityProvider = magicClient
    ? createMagicProvider(
        magicClient,
        { recordOnce: (tokenId, at) => tokens.recordDidTokenOnce(tokenId, at) },
        app.clock,
      )
    : createEmbeddedProvider(tokens, app.clock);
  const passkeys = createPasskeysRepository(app.db);
  const auth = createAuthService({
    members: createMembersRepository(app.db),
    tokens,
    provider,
    mailer: app.mailer,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    log: app.log,
    holdsPasskey: (memberId) => passkeys.holdsAny(memberId),
  });

  const perIp = (max: number) => ({ max, timeWindow: WINDOW_MS });
  const perEmail = (name: string, max: number) =>
    keyedRateLimit({
      name: `${name}:email`,
      max,
      windowMs: WINDOW_MS,
      counters: app.rateCounters,
      keyOf: bodyEmailKey,
    });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/auth/magic-link',
    {
      config: { access: 'public', rateLimit: perIp(20) },
      preHandler: perEmail('magic-link', 5),
      schema: { tags: ['auth'], body: magicLinkRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      if (provider.name === 'embedded') await auth.requestMagicLink(request.body.email);
      return { success: true, message: MAGIC_LINK_ANSWER };
    },
  );

  typed.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit: perIp(30) },
      preHandler: perEmail('login', 10),
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema, 401: refusedSchema } },
    },
    async (request, reply) => {
      // The answer carries the mobile token: never stored by a cache, never compressed (BREACH; plugins/compression.ts).
      reply.header('cache-control', 'no-store');
      const outcome = await auth.login(request.body);
      if (!outcome.ok) return reply.code(401).send(refused(outcome.message));
      // A fresh session id at every login: a cookie planted before sign-in is never promoted.
      await app.sessionCookie.end(request, reply);
      await app.sessionCookie.start(reply, outcome.member);
      // An email link never confirms: an admin's new session stands at 'setup' or 'confirm'.
      return authResponseFor(outcome.member, await auth.standingOf(outcome.member, null), outcome.mobileToken);
    },
  );

  typed.post(
    '/api/validate-token',
    {
      config: { access: 'public', rateLimit: perIp(30) },
      schema: { tags: ['auth'], body: validateTokenRequestSchema, response: { 200: authResponseSchema, 401: refusedSchema } },
    },
    async (request, reply) => {
      const member = await auth.validateMobileToken(request.body.token);
      if (!member) return reply.code(401).send(refused('This session has expired. Please sign in again.'));
      await app.sessionCookie.end(request, reply);
      await app.sessionCookie.start(reply, member);
      return authResponseFor(member, await auth.standingOf(member, null));
    },
  );

  typed.get(
    '/api/auth/session',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: authResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = request.member ? await auth.currentMember(request.member.id) : undefined;
      // The standing as the access check found it for this very request.
      return member ? authResponseFor(member, standingAnswer(request.passkeyStanding, request.sessionConfirmedAt)) : { success: false as const, message: 'Not signed in' };
    },
  );

  typed.post(
    '/api/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (request, reply) => {
      if (request.member) await auth.logout(request.member.id);
      await app.sessionCookie.end(request, reply);
      return { success: true };
    },
  );
}
