import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES, passkeyCeremonyResponseSchema, passkeysResponseSchema } from '@quorum/domain';
import { createSoftAuthenticator, type SoftAuthenticator } from '@quorum/testing/webauthn';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { sessionCookieOf, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createMembersRepository } from '../members/members.repository';

const ORIGIN = 'http://localhost:3000';

type Options = { challengeId: string; options: Record<string, unknown> };

/** Calls the API as the browser does: JSON, the session cookie when there is one. */
async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return app.inject({ method, url, headers: { ...AS_QUORUM_CLIENT, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function ceremony(app: FastifyInstance, url: string, cookie?: string): Promise<Options> {
  const response = await call(app, 'POST', url, cookie);
  expect(response.statusCode).toBe(200);
  return passkeyCeremonyResponseSchema.parse(response.json());
}

/** Adds a passkey made by `authenticator` to the signed-in member, as the profile page does. */
async function addPasskey(app: FastifyInstance, cookie: string, authenticator: SoftAuthenticator, name?: string) {
  const { challengeId, options } = await ceremony(app, '/api/member/passkeys/options', cookie);
  const response = authenticator.register(options as never);
  return call(app, 'POST', '/api/member/passkeys', cookie, { challengeId, response, ...(name ? { name } : {}) });
}

/** Signs in with a passkey, as the sign-in page does. */
async function passkeySignIn(app: FastifyInstance, authenticator: SoftAuthenticator, once: Parameters<SoftAuthenticator['authenticate']>[1] = {}) {
  const { challengeId, options } = await ceremony(app, '/api/auth/passkey/options');
  return call(app, 'POST', '/api/auth/passkey/login', undefined, { challengeId, response: authenticator.authenticate(options as never, once) });
}

async function confirm(app: FastifyInstance, cookie: string, authenticator: SoftAuthenticator, once: Parameters<SoftAuthenticator['authenticate']>[1] = {}) {
  const { challengeId, options } = await ceremony(app, '/api/auth/passkey/confirm/options', cookie);
  return call(app, 'POST', '/api/auth/passkey/confirm', cookie, { challengeId, response: authenticator.authenticate(options as never, once) });
}

/** The emails of one template sent to an address, from the dev outbox. */
async function emailsTo(app: FastifyInstance, email: string, template: string) {
  const { messages } = (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json() as { messages: Array<{ template: string; subject: string; text: string }> };
  return messages.filter((message) => message.template === template);
}

const listOf = async (app: FastifyInstance, cookie: string) => passkeysResponseSchema.parse((await call(app, 'GET', '/api/member/passkeys', cookie)).json()).passkeys;

describe('passkeys', () => {
  const clock = testClock(new Date('2026-11-29T10:00:00.000Z'));
  const testApp = useTestApp({}, { clock }, 'test');
  beforeEach(() => clock.set(new Date('2026-11-29T10:00:00.000Z')));

  it('a member adds one on the profile page, sees it listed, and signs in with it instead of an email link', async () => {
    const cookie = await memberWithRoles(testApp.app, 'pat@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const added = await addPasskey(testApp.app, cookie, authenticator, 'Laptop');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, passkey: { id: expect.any(String), name: 'Laptop', createdAt: '2026-11-29T10:00:00.000Z', lastUsedAt: null, backedUp: false } });
    // The member hears of it: if it was not them, someone reads their email.
    const [told] = await emailsTo(testApp.app, 'pat@example.com', 'passkey-added');
    expect(told?.subject).toBe('A passkey was added to your Quorum account');
    expect(told?.text).toContain('A passkey named "Laptop" was added to your Quorum account on 2026-11-29 10:00 UTC.');

    clock.advance(60_000);
    const signedIn = await passkeySignIn(testApp.app, authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, email: 'pat@example.com', role: 'member' });
    const session = await call(testApp.app, 'GET', '/api/auth/session', sessionCookieOf(signedIn));
    expect(session.json()).toMatchObject({ success: true, email: 'pat@example.com' });
    expect(await listOf(testApp.app, sessionCookieOf(signedIn))).toEqual([expect.objectContaining({ name: 'Laptop', lastUsedAt: '2026-11-29T10:01:00.000Z' })]);
  });

  it('never lets an email link alone add a passkey beside the member’s own: it takes a confirmation with one of theirs', async () => {
    const cookie = await memberWithRoles(testApp.app, 'owner@example.com', 'member');
    const own = createSoftAuthenticator({ origin: ORIGIN });
    expect((await addPasskey(testApp.app, cookie, own)).statusCode).toBe(200);

    // Whoever reads the mailbox signs in by email and tries to add theirs.
    const byMail = await signIn(testApp.app, 'owner@example.com');
    const refused = await call(testApp.app, 'POST', '/api/member/passkeys/options', byMail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: PASSKEY_MESSAGES.confirmFirst });

    // The owner, confirming with their passkey first, may.
    expect((await confirm(testApp.app, byMail, own)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await addPasskey(testApp.app, byMail, createSoftAuthenticator({ origin: ORIGIN }), 'Phone')).statusCode).toBe(200);
    expect((await listOf(testApp.app, byMail)).map((passkey) => passkey.name)).toEqual([expect.stringMatching(/^Passkey added 2026-11-29$/), 'Phone']);

    // Ten minutes later the confirmation no longer counts.
    clock.advance(10 * 60_000);
    expect((await call(testApp.app, 'POST', '/api/member/passkeys/options', byMail)).statusCode).toBe(403);
  });

  it('spends each challenge at its first answer: a replayed sign-in is refused', async () => {
    const cookie = await memberWithRoles(testApp.app, 'replay@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    await addPasskey(testApp.app, cookie, authenticator);
    const { challengeId, options } = await ceremony(testApp.app, '/api/auth/passkey/options');
    const answer = { challengeId, response: authenticator.authenticate(options as never) };
    expect((await call(testApp.app, 'POST', '/api/auth/passkey/login', undefined, answer)).statusCode).toBe(200);
    const again = await call(testApp.app, 'POST', '/api/auth/passkey/login', undefined, answer);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: PASSKEY_MESSAGES.expired });
    // The same assertion against a fresh challenge: signed over another challenge, refused.
    const fresh = await ceremony(testApp.app, '/api/auth/passkey/options');
    const replayed = await call(testApp.app, 'POST', '/api/auth/passkey/login', undefined, { challengeId: fresh.challengeId, response: answer.response });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.cookies).toEqual([]);
  });

  it('refuses an answer made for another site, a challenge past its five minutes, and a passkey it does not know', async () => {
    const cookie = await memberWithRoles(testApp.app, 'careful@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    await addPasskey(testApp.app, cookie, authenticator);

    const phished = await passkeySignIn(testApp.app, authenticator, { origin: 'https://quorum-login.example' });
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toMatchObject({ error: PASSKEY_MESSAGES.signInFailed });

    const { challengeId, options } = await ceremony(testApp.app, '/api/auth/passkey/options');
    clock.advance(5 * 60_000);
    const late = await call(testApp.app, 'POST', '/api/auth/passkey/login', undefined, { challengeId, response: authenticator.authenticate(options as never) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: PASSKEY_MESSAGES.expired });

    const stranger = createSoftAuthenticator({ origin: ORIGIN });
    const strangerCookie = await memberWithRoles(testApp.app, 'elsewhere@example.com', 'member');
    await addPasskey(testApp.app, strangerCookie, stranger);
    const [removable] = await listOf(testApp.app, strangerCookie);
    expect((await call(testApp.app, 'DELETE', `/api/member/passkeys/${removable?.id ?? ''}`, strangerCookie)).statusCode).toBe(200);
    const unknown = await passkeySignIn(testApp.app, stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: PASSKEY_MESSAGES.unknownPasskey });
  });

  it('refuses a cloned authenticator: a counter that goes back, or a use another took first', async () => {
    const cookie = await memberWithRoles(testApp.app, 'cloned@example.com', 'member');
    const original = createSoftAuthenticator({ origin: ORIGIN });
    await addPasskey(testApp.app, cookie, original);
    const clone = createSoftAuthenticator({ origin: ORIGIN });
    const [credential] = original.credentials.values();
    if (!credential) throw new Error('no credential');
    clone.credentials.set(credential.id, { ...credential });
    expect((await passkeySignIn(testApp.app, original)).statusCode).toBe(200);
    expect((await passkeySignIn(testApp.app, original)).statusCode).toBe(200);
    // The clone's counter is behind the original's: 1 after 2.
    expect((await passkeySignIn(testApp.app, clone)).statusCode).toBe(401);
  });

  it('needs the person verified for an admin: a passkey that only proves presence neither registers nor signs an admin in', async () => {
    const cookie = await signIn(testApp.app, 'admin@example.com');
    const presenceOnly = createSoftAuthenticator({ origin: ORIGIN, userVerified: false });
    const refused = await addPasskey(testApp.app, cookie, presenceOnly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: PASSKEY_MESSAGES.notAdded });

    const verified = createSoftAuthenticator({ origin: ORIGIN });
    expect((await addPasskey(testApp.app, cookie, verified)).statusCode).toBe(200);
    expect((await passkeySignIn(testApp.app, verified, { userVerified: false })).statusCode).toBe(401);
    expect((await passkeySignIn(testApp.app, verified)).statusCode).toBe(200);
  });

  it('confirms only with the member’s own passkey, in the session that asked', async () => {
    const mine = await memberWithRoles(testApp.app, 'mine@example.com', 'member');
    const theirs = await memberWithRoles(testApp.app, 'theirs@example.com', 'member');
    const myKey = createSoftAuthenticator({ origin: ORIGIN });
    const theirKey = createSoftAuthenticator({ origin: ORIGIN });
    await addPasskey(testApp.app, mine, myKey);
    await addPasskey(testApp.app, theirs, theirKey);

    // Their passkey, answering my challenge.
    const { challengeId, options } = await ceremony(testApp.app, '/api/auth/passkey/confirm/options', mine);
    const [theirCredential] = theirKey.credentials.keys();
    const wrongKey = await call(testApp.app, 'POST', '/api/auth/passkey/confirm', mine, { challengeId, response: theirKey.authenticate({ ...(options as { challenge: string }), allowCredentials: [] }, { credentialId: theirCredential }) });
    expect(wrongKey.statusCode).toBe(403);

    // My challenge, answered from another of my sessions.
    const other = await signIn(testApp.app, 'mine@example.com');
    const asked = await ceremony(testApp.app, '/api/auth/passkey/confirm/options', mine);
    const elsewhere = await call(testApp.app, 'POST', '/api/auth/passkey/confirm', other, { challengeId: asked.challengeId, response: myKey.authenticate(asked.options as never) });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: PASSKEY_MESSAGES.expired });

    const confirmed = await confirm(testApp.app, mine, myKey);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, confirmedAt: '2026-11-29T10:00:00.000Z' });
  });

  it('lets a member rename and remove only their own passkeys, and a removed one signs no one in', async () => {
    const owner = await memberWithRoles(testApp.app, 'tidy@example.com', 'member');
    const other = await memberWithRoles(testApp.app, 'nosy@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const { passkey } = (await addPasskey(testApp.app, owner, authenticator)).json() as { passkey: { id: string } };
    const path = `/api/member/passkeys/${passkey.id}`;

    expect((await call(testApp.app, 'PATCH', path, other, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(testApp.app, 'DELETE', path, other)).statusCode).toBe(404);
    expect((await call(testApp.app, 'PATCH', path, owner, { name: '  Work laptop ' })).json()).toMatchObject({ passkey: { name: 'Work laptop' } });

    expect((await call(testApp.app, 'DELETE', path, owner)).statusCode).toBe(200);
    expect(await listOf(testApp.app, owner)).toEqual([]);
    expect((await emailsTo(testApp.app, 'tidy@example.com', 'passkey-removed')).map((email) => email.text)).toEqual([expect.stringContaining('The passkey named "Work laptop" was removed')]);
    expect((await passkeySignIn(testApp.app, authenticator)).statusCode).toBe(401);
    const { auditLog } = testApp.app.db.tables;
    const actions = (await testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.subjectType, 'member')))).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['member.passkey_added', 'member.passkey_renamed', 'member.passkey_removed']));
  });

  it('never lets an email link alone remove the member’s passkey (and so put the reader’s in its place)', async () => {
    const owner = await memberWithRoles(testApp.app, 'victim@example.com', 'member');
    const ownKey = createSoftAuthenticator({ origin: ORIGIN });
    await addPasskey(testApp.app, owner, ownKey);
    const byMail = await signIn(testApp.app, 'victim@example.com');
    const [own] = await listOf(testApp.app, byMail);
    const refused = await call(testApp.app, 'DELETE', `/api/member/passkeys/${own?.id ?? ''}`, byMail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: PASSKEY_MESSAGES.confirmToRemove });
    expect((await call(testApp.app, 'POST', '/api/member/passkeys/options', byMail)).statusCode).toBe(403);
    expect((await passkeySignIn(testApp.app, ownKey)).statusCode).toBe(200);
    // Confirmed with the passkey, the owner may remove it.
    expect((await confirm(testApp.app, byMail, ownKey)).statusCode).toBe(200);
    expect((await call(testApp.app, 'DELETE', `/api/member/passkeys/${own?.id ?? ''}`, byMail)).statusCode).toBe(200);
  });

  it('names a passkey in URLs by a handle that fits, whatever the length of its credential id', async () => {
    const owner = await memberWithRoles(testApp.app, 'longid@example.com', 'member');
    const securityKey = createSoftAuthenticator({ origin: ORIGIN });
    const { challengeId, options } = await ceremony(testApp.app, '/api/member/passkeys/options', owner);
    const registration = securityKey.register(options as never, { credentialIdBytes: 1023 });
    expect(registration.id.length).toBe(1364);
    const added = await call(testApp.app, 'POST', '/api/member/passkeys', owner, { challengeId, response: registration });
    expect(added.statusCode).toBe(200);
    const [listed] = await listOf(testApp.app, owner);
    expect(listed?.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await passkeySignIn(testApp.app, securityKey)).statusCode).toBe(200);
    expect((await call(testApp.app, 'PATCH', `/api/member/passkeys/${listed?.id ?? ''}`, owner, { name: 'Security key' })).json()).toMatchObject({ passkey: { name: 'Security key' } });
    expect((await call(testApp.app, 'DELETE', `/api/member/passkeys/${listed?.id ?? ''}`, owner)).statusCode).toBe(200);
    expect(await listOf(testApp.app, owner)).toEqual([]);
  });

  it('refuses a credential id past WebAuthn’s 1,023 bytes, and an id posted that is not the one attested', async () => {
    const owner = await memberWithRoles(testApp.app, 'bounds@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const tooLong = await ceremony(testApp.app, '/api/member/passkeys/options', owner);
    const huge = authenticator.register(tooLong.options as never, { credentialIdBytes: 1024 });
    // Posted under a short id, as an attacker would: the attested one is what counts.
    const refused = await call(testApp.app, 'POST', '/api/member/passkeys', owner, { challengeId: tooLong.challengeId, response: { ...huge, id: 'c2hvcnQ', rawId: 'c2hvcnQ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: PASSKEY_MESSAGES.notAdded });
    const mismatched = await ceremony(testApp.app, '/api/member/passkeys/options', owner);
    const made = authenticator.register(mismatched.options as never);
    expect((await call(testApp.app, 'POST', '/api/member/passkeys', owner, { challengeId: mismatched.challengeId, response: { ...made, id: 'b3RoZXI', rawId: 'b3RoZXI' } })).statusCode).toBe(400);
    expect(await listOf(testApp.app, owner)).toEqual([]);
  });

  it('forgets an entity’s passkeys when its representative changes: the old representative no longer signs in for it', async () => {
    const members = createMembersRepository(testApp.app.db);
    await members.create({ email: 'old-rep@acme.example.com', role: 'member', allRoles: ['member'], memberType: 'Entity', representativeEmail: 'old-rep@acme.example.com' }, clock.now());
    const oldRep = await signIn(testApp.app, 'old-rep@acme.example.com');
    const oldRepKey = createSoftAuthenticator({ origin: ORIGIN });
    expect((await addPasskey(testApp.app, oldRep, oldRepKey)).statusCode).toBe(200);
    const entity = await members.findByEmail('old-rep@acme.example.com');
    const admin = await signIn(testApp.app, 'admin@example.com');
    const changed = await call(testApp.app, 'PUT', `/api/admin/members/${entity?.id ?? ''}/representative`, admin, { name: 'Katherine Johnson', title: 'Managing Member', email: 'new-rep@acme.example.com', reason: 'Grace left the company' });
    expect(changed.statusCode).toBe(200);
    const back = await passkeySignIn(testApp.app, oldRepKey);
    expect(back.statusCode).toBe(401);
    expect(back.json()).toMatchObject({ error: PASSKEY_MESSAGES.unknownPasskey });
  });

  it('answers malformed and oversized answers with a 400, never a 500', async () => {
    const cookie = await memberWithRoles(testApp.app, 'fuzzy@example.com', 'member');
    const { challengeId } = await ceremony(testApp.app, '/api/member/passkeys/options', cookie);
    for (const response of [{}, { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!!', attestationObject: 'AA' } }, { id: 'x'.repeat(5000) }]) {
      expect((await call(testApp.app, 'POST', '/api/member/passkeys', cookie, { challengeId, response })).statusCode).toBe(400);
    }
    const garbage = { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'oA' } };
    const refused = await call(testApp.app, 'POST', '/api/member/passkeys', cookie, { challengeId, response: garbage });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: PASSKEY_MESSAGES.notAdded });
  });

  it('lets an administrator remove another member’s passkeys, the way back from a lost device: the member is signed out, told, and adds a new one after an email link', async () => {
    const memberCookie = await memberWithRoles(testApp.app, 'lost@example.com', 'member');
    const lostDevice = createSoftAuthenticator({ origin: ORIGIN });
    expect((await addPasskey(testApp.app, memberCookie, lostDevice, 'Old phone')).statusCode).toBe(200);
    const member = await createMembersRepository(testApp.app.db).findByEmail('lost@example.com');
    const adminCookie = await memberWithRoles(testApp.app, 'support@example.com', 'admin');

    const reset = await call(testApp.app, 'POST', `/api/admin/members/${member?.id}/passkeys/reset`, adminCookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, removed: 1 });
    // Signed out everywhere, and the old passkey signs no one in.
    expect((await call(testApp.app, 'GET', '/api/member/passkeys', memberCookie)).statusCode).toBe(401);
    expect((await passkeySignIn(testApp.app, lostDevice)).json()).toMatchObject({ error: PASSKEY_MESSAGES.unknownPasskey });
    const [told] = await emailsTo(testApp.app, 'lost@example.com', 'passkeys-reset');
    expect(told?.subject).toBe('An administrator removed your Quorum passkeys');
    expect(told?.text).toContain('A Quorum administrator removed the passkey of your account on 2026-11-29 10:00 UTC, and signed you out everywhere.');
    const audit = (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.auditLog))).filter((entry) => entry.action === 'member.passkeys_reset');
    expect(audit).toEqual([expect.objectContaining({ subjectId: member?.id, actorEmail: 'support@example.com' })]);

    // Back by email, the member adds a new passkey: there is none left to confirm with.
    const back = await signIn(testApp.app, 'lost@example.com');
    expect((await addPasskey(testApp.app, back, createSoftAuthenticator({ origin: ORIGIN }), 'New phone')).statusCode).toBe(200);
    expect((await listOf(testApp.app, back)).map((passkey) => passkey.name)).toEqual(['New phone']);
    // Nothing to remove: nothing changes, no email.
    const again = await memberWithRoles(testApp.app, 'none@example.com', 'member');
    const none = await createMembersRepository(testApp.app.db).findByEmail('none@example.com');
    expect((await call(testApp.app, 'POST', `/api/admin/members/${none?.id}/passkeys/reset`, adminCookie)).json()).toEqual({ success: true, removed: 0 });
    expect(await emailsTo(testApp.app, 'none@example.com', 'passkeys-reset')).toEqual([]);
    expect((await call(testApp.app, 'GET', '/api/member/passkeys', again)).statusCode).toBe(200);
  });

  it('never lets a member reset anyone’s passkeys, nor an admin their own (that would skip the confirmation removing one takes)', async () => {
    const victimCookie = await memberWithRoles(testApp.app, 'victim@example.com', 'member');
    expect((await addPasskey(testApp.app, victimCookie, createSoftAuthenticator({ origin: ORIGIN }))).statusCode).toBe(200);
    const victim = await createMembersRepository(testApp.app.db).findByEmail('victim@example.com');
    const memberCookie = await memberWithRoles(testApp.app, 'mallory@example.com', 'member');
    expect((await call(testApp.app, 'POST', `/api/admin/members/${victim?.id}/passkeys/reset`, memberCookie)).statusCode).toBe(403);
    expect(await listOf(testApp.app, victimCookie)).toHaveLength(1);

    // An admin signs in with the passkey the admin pages require (testing/sign-in.ts makes it).
    const adminCookie = await memberWithRoles(testApp.app, 'self@example.com', 'admin');
    const admin = await createMembersRepository(testApp.app.db).findByEmail('self@example.com');
    const own = await call(testApp.app, 'POST', `/api/admin/members/${admin?.id}/passkeys/reset`, adminCookie);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: PASSKEY_MESSAGES.resetOwn });
    expect(await listOf(testApp.app, adminCookie)).toHaveLength(1);
    const unknown = await call(testApp.app, 'POST', '/api/admin/members/no-such-member/passkeys/reset', adminCookie);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('passkeys where PUBLIC_URL is an IP address (a development server reached by its LAN address)', () => {
  const testApp = useTestApp({ PUBLIC_URL: 'http://10.0.0.5:3000' });

  it('says they are not available there, and email links go on working', async () => {
    const cookie = await memberWithRoles(testApp.app, 'lan@example.com', 'member');
    for (const [url, withCookie] of [['/api/member/passkeys/options', cookie], ['/api/auth/passkey/options', undefined]] as const) {
      const refused = await call(testApp.app, 'POST', url, withCookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: PASSKEY_MESSAGES.unavailable });
    }
    expect((await call(testApp.app, 'GET', '/api/member/profile', cookie)).statusCode).toBe(200);
  });

});
