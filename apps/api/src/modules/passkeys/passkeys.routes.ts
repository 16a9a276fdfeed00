import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedPasskeyResponseSchema,
  addPasskeyRequestSchema,
  authResponseSchema,
  passkeyAnswerRequestSchema,
  passkeyCeremonyResponseSchema,
  passkeyConfirmedResponseSchema,
  passkeysResetResponseSchema,
  passkeyResponseSchema,
  passkeysResponseSchema,
  PASSKEY_MESSAGES,
  recoverPasskeysRequestSchema,
  recoverPasskeysResponseSchema,
  renamePasskeyRequestSchema,
} from '@quorum/domain';
import { keyedRateLimit } from '../../lib/keyed-rate-limit';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { authResponseFor } from '../auth/auth.service';
import { createPasskeysService, type CeremonySession } from './passkeys.service';
import { createPasskeyRecovery } from './recovery.service';

const tags = ['passkeys'];
const WINDOW_MS = 15 * 60_000;
const perIp = (max: number) => ({ max, timeWindow: WINDOW_MS });
const okSchema = z.object({ success: z.literal(true) });
/** A passkey's handle in the URL (passkeys.service.ts, handleOf): 43 characters of base64url. */
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a passkey id as the list gives it') });

/** The request's session as a ceremony needs it: a signed-in route always has one (or a bearer token, which these routes do not take). */
function sessionOf(request: FastifyRequest): CeremonySession {
  if (!request.sessionIdHash) throw new Error('a passkey route ran without a session');
  return { idHash: request.sessionIdHash, confirmedAt: request.sessionConfirmedAt };
}

/**
 * Passkeys (docs/flows/sign-in.md): sign in with one (public), and a signed-in member's own: list,
 * add, rename, remove, and confirm it is them (a step-up). Every ceremony is two calls: options
 * (with a challenge id), then the authenticator's answer naming that challenge.
 */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  const passkeys = createPasskeysService({ db: app.db, clock: app.clock, relyingParty: app.config.relyingParty, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const recovery = createPasskeyRecovery({ db: app.db, clock: app.clock, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ceremony = { response: { 200: passkeyCeremonyResponseSchema } };

  typed.post('/api/auth/passkey/options', { config: { access: 'public', rateLimit: perIp(30) }, schema: { tags, ...ceremony } }, async () => ({ success: true as const, ...orThrow(await passkeys.signInOptions()) }));

  typed.post(
    '/api/auth/passkey/login',
    { config: { access: 'public', rateLimit: perIp(30) }, schema: { tags, body: passkeyAnswerRequestSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member, confirmedAt, standing } = orThrow(await passkeys.signIn(request.body));
      // A fresh session id at every sign-in, as with an email link: a planted cookie is never promoted.
      await app.sessionCookie.end(request, reply);
      await app.sessionCookie.start(reply, member, confirmedAt ?? undefined);
      return authResponseFor(member, standing);
    },
  );

  typed.get('/api/member/passkeys', { config: { access: 'signedIn' }, schema: { tags, response: { 200: passkeysResponseSchema } } }, async (request) => ({
    success: true as const,
    passkeys: await passkeys.list(memberOf(request).id),
  }));

  typed.post('/api/member/passkeys/options', { config: { access: 'signedIn', rateLimit: perIp(30) }, schema: { tags, ...ceremony } }, async (request) => ({
    success: true as const,
    ...orThrow(await passkeys.registrationOptions(memberOf(request), sessionOf(request))),
  }));

  typed.post('/api/member/passkeys', { config: { access: 'signedIn', rateLimit: perIp(30) }, schema: { tags, body: addPasskeyRequestSchema, response: { 200: addedPasskeyResponseSchema } } }, async (request, reply) => {
    const { passkey, recoveryCode } = orThrow(await passkeys.register(memberOf(request), sessionOf(request), request.body));
    // An admin's recovery code is in this answer only: no cache may keep it.
    if (recoveryCode) reply.header('cache-control', 'no-store');
    return { success: true as const, passkey, ...(recoveryCode ? { recoveryCode } : {}) };
  });

  typed.patch('/api/member/passkeys/:id', { config: { access: 'signedIn' }, schema: { tags, params: idParams, body: renamePasskeyRequestSchema, response: { 200: passkeyResponseSchema } } }, async (request) => ({
    success: true as const,
    passkey: orThrow(await passkeys.rename(memberOf(request), request.params.id, request.body.name)).passkey,
  }));

  typed.delete('/api/member/passkeys/:id', { config: { access: 'signedIn' }, schema: { tags, params: idParams, response: { 200: okSchema } } }, async (request) => {
    orThrow(await passkeys.remove(memberOf(request), sessionOf(request), request.params.id));
    return { success: true as const };
  });

  typed.post(
    '/api/admin/members/:memberId/passkeys/reset',
    { config: { access: 'admin', confirm: 'recent' }, schema: { tags: ['admin', ...tags], params: z.object({ memberId: z.string().min(1).max(64) }), response: { 200: passkeysResetResponseSchema } } },
    async (request) => ({ success: true as const, removed: orThrow(await passkeys.resetFor(memberOf(request), request.params.memberId)).removed }),
  );

  typed.post('/api/auth/passkey/confirm/options', { config: { access: 'signedIn', rateLimit: perIp(30) }, schema: { tags, ...ceremony } }, async (request) => ({
    success: true as const,
    ...orThrow(await passkeys.confirmOptions(memberOf(request), sessionOf(request))),
  }));

  typed.post('/api/auth/passkey/confirm', { config: { access: 'signedIn', rateLimit: perIp(30) }, schema: { tags, body: passkeyAnswerRequestSchema, response: { 200: passkeyConfirmedResponseSchema } } }, async (request) => {
    const { confirmedAt } = orThrow(await passkeys.confirm(memberOf(request), sessionOf(request), request.body));
    return { success: true as const, confirmedAt: confirmedAt.toISOString() };
  });

  // An admin who lost every passkey, signed in by email, types the recovery code shown when they
  // added their first. A code is 100 random bits: the limits are there to make guessing pointless twice over.
  const perMember = keyedRateLimit({ name: 'passkey-recover:member', max: 5, windowMs: WINDOW_MS, counters: app.rateCounters, keyOf: (request) => request.member?.id });
  typed.post(
    '/api/auth/passkey/recover',
    { config: { access: 'signedIn', rateLimit: perIp(10) }, preHandler: perMember, schema: { tags, body: recoverPasskeysRequestSchema, response: { 200: recoverPasskeysResponseSchema } } },
    async (request) => {
      const { removed } = orThrow(await recovery.recoverWithCode(memberOf(request), sessionOf(request).idHash, request.body.code));
      return { success: true as const, removed, message: PASSKEY_MESSAGES.recovered };
    },
  );
}
