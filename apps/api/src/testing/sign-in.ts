import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addedPasskeyResponseSchema, passkeyCeremonyResponseSchema, passkeysResponseSchema } from '@quorum/domain';
import { createSoftAuthenticator, type SoftAuthenticator } from '@quorum/testing/webauthn';
import { createMembersRepository } from '../modules/members/members.repository';
import { holdsAdminRole } from '../plugins/access.types';
import { AS_QUORUM_CLIENT } from './client-header';

/** The newest sign-in email's link token and code for an address, read from the dev outbox. */
export async function latestSignIn(app: FastifyInstance, email: string): Promise<{ token: string; code: string } | null> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const { messages } = response.json() as { messages: Array<{ template: string; text: string; links: string[] }> };
  const message = messages.find((entry) => entry.template === 'sign-in-link');
  if (!message) return null;
  const token = new URL(message.links[0] ?? '').searchParams.get('token') ?? '';
  const code = /code on the sign-in page: (\d{6})/.exec(message.text)?.[1] ?? '';
  return { token, code };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('quorum_session'));
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs an existing member in by email alone, the way a person does: request a link, follow it from the outbox. An admin's session is then not confirmed. */
export async function signInByEmail(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
  const signInEmail = await latestSignIn(app, email);
  if (!signInEmail) throw new Error(`no sign-in email for ${email}`);
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail.token } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookieOf(response);
}

type AdminPasskey = { authenticator: SoftAuthenticator; recoveryCode: string | undefined };
/**
 * The admins' soft authenticators, and the recovery codes their first passkeys came with, by
 * database and address: two instances on one database (multi-instance specs) share them.
 */
const adminPasskeys = new Map<string, AdminPasskey>();
const keyOf = (app: FastifyInstance, email: string) => `${app.config.database?.url ?? app.config.dataDir} ${email.toLowerCase()}`;

const call = (app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { ...AS_QUORUM_CLIENT, cookie }, ...(payload ? { payload } : {}) });

async function ceremony(app: FastifyInstance, cookie: string, url: string) {
  const response = await call(app, cookie, 'POST', url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return passkeyCeremonyResponseSchema.parse(response.json());
}

/**
 * Confirms an admin's session with their passkey, as the members app does after an email sign-in
 * (docs/flows/sign-in.md#admins): the first time for an app and address, a soft authenticator makes
 * the admin's passkey (which confirms the session); afterwards it answers a step-up. Call it again
 * after moving the clock to confirm again.
 */
export async function confirmAdmin(app: FastifyInstance, cookie: string, email: string): Promise<void> {
  const relyingParty = app.config.relyingParty;
  if (!relyingParty) throw new Error(`admins need a passkey, and PUBLIC_URL ${app.config.publicUrl} can carry none`);
  const held = passkeysResponseSchema.parse((await call(app, cookie, 'GET', '/api/member/passkeys')).json()).passkeys;
  const mine = adminPasskeys.get(keyOf(app, email));
  if (held.length > 0) {
    if (!mine) throw new Error(`${email} holds passkeys this helper did not make: confirm with the test's own authenticator`);
    const { challengeId, options } = await ceremony(app, cookie, '/api/auth/passkey/confirm/options');
    const confirmed = await call(app, cookie, 'POST', '/api/auth/passkey/confirm', { challengeId, response: mine.authenticator.authenticate(options as never) });
    if (confirmed.statusCode !== 200) throw new Error(`the step-up failed: ${confirmed.body}`);
    return;
  }
  // None held (the first sign-in, or after a reset): a new passkey, made with the person verified, confirms the session.
  const authenticator = createSoftAuthenticator({ origin: relyingParty.origin });
  const { challengeId, options } = await ceremony(app, cookie, '/api/member/passkeys/options');
  const added = await call(app, cookie, 'POST', '/api/member/passkeys', { challengeId, response: authenticator.register(options as never), name: 'Test authenticator' });
  if (added.statusCode !== 200) throw new Error(`the admin's passkey was not added: ${added.body}`);
  adminPasskeys.set(keyOf(app, email), { authenticator, recoveryCode: addedPasskeyResponseSchema.parse(added.json()).recoveryCode });
}

/** The soft authenticator and recovery code signIn made for an admin of this app, if it made one. */
export function adminPasskeyOf(app: FastifyInstance, email: string): AdminPasskey | undefined {
  return adminPasskeys.get(keyOf(app, email));
}

/**
 * Signs an existing member in the way a person does: request a link, follow it from the outbox. An
 * admin's session is then confirmed with their passkey (confirmAdmin), as the admin pages require;
 * signInByEmail stops before that.
 */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const cookie = await signInByEmail(app, email);
  const member = await createMembersRepository(app.db).findByEmail(email);
  if (member && member.state === 'active' && holdsAdminRole(member)) await confirmAdmin(app, cookie, email);
  return cookie;
}
