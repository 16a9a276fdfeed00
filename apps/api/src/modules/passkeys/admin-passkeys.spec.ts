import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addedPasskeyResponseSchema, authResponseSchema, normalizeRecoveryCode, PASSKEY_MESSAGES, passkeyCeremonyResponseSchema, passkeyRequiredSchema, passkeysResponseSchema } from '@quorum/domain';
import { createSoftAuthenticator, type SoftAuthenticator } from '@quorum/testing/webauthn';
import { sha256Hex } from '../../crypto/hashing';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { adminPasskeyOf, confirmAdmin, latestSignIn, signIn, signInByEmail } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { roundHelpers } from '../investments/testing/round-helpers';
import { createMembersRepository } from '../members/members.repository';
import { seedDeals } from '../review-agent/testing/seed-deals';

const ADMIN = 'admin@example.com';
const ADMIN_ROUTE = '/api/admin/settings';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return app.inject({ method, url, headers: { ...AS_QUORUM_CLIENT, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

/** The session answer, parsed. */
async function sessionOf(app: FastifyInstance, cookie: string) {
  const answer = authResponseSchema.parse((await call(app, 'GET', '/api/auth/session', cookie)).json());
  if (!answer.success) throw new Error('not signed in');
  return answer;
}

/** Adds a passkey made by `authenticator`, as the profile page does; answers the registration's body. */
async function addPasskey(app: FastifyInstance, cookie: string, authenticator: SoftAuthenticator) {
  const begun = await call(app, 'POST', '/api/member/passkeys/options', cookie);
  if (begun.statusCode !== 200) return begun;
  const { challengeId, options } = passkeyCeremonyResponseSchema.parse(begun.json());
  return call(app, 'POST', '/api/member/passkeys', cookie, { challengeId, response: authenticator.register(options as never) });
}

const refusal = (response: { statusCode: number; json(): unknown }) => [response.statusCode, passkeyRequiredSchema.safeParse(response.json()).data];
const passkeysOf = async (app: FastifyInstance, cookie: string) => passkeysResponseSchema.parse((await call(app, 'GET', '/api/member/passkeys', cookie)).json()).passkeys;
const memberIdOf = async (app: FastifyInstance, email: string) => (await createMembersRepository(app.db).findByEmail(email))?.id ?? '';

/** An email sign-in as the mobile app makes it: the answer's mobile token, which `POST /api/validate-token` exchanges for a session. */
async function mobileTokenOf(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { didToken: (await latestSignIn(app, email))?.token } });
  const answer = authResponseSchema.parse(login.json());
  if (!answer.success || !answer.mobileToken) throw new Error(`no mobile token for ${email}`);
  return answer.mobileToken;
}
const exchange = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: '/api/validate-token', payload: { token } });

describe('admins and their passkeys', () => {
  const clock = testClock(new Date('2026-12-01T09:00:00.000Z'));
  const testApp = useTestApp({}, { clock }, 'test');
  beforeEach(() => clock.set(new Date('2026-12-01T09:00:00.000Z')));

  it('refuses an admin route to an admin without a passkey, asking for one, and serves them member routes as a member', async () => {
    await memberWithRoles(testApp.app, 'member@example.com', 'member');
    const cookie = await signInByEmail(testApp.app, ADMIN);
    expect(refusal(await call(testApp.app, 'GET', ADMIN_ROUTE, cookie))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.adminSetup, passkey: 'setup' }]);
    // The session answer keeps the real role, so the app knows to ask for a passkey.
    expect(await sessionOf(testApp.app, cookie)).toMatchObject({ role: 'admin', passkeyStanding: 'setup', confirmedUntil: null });
    // A member route answers, as to a member: their own dossiers, never another member's (an admin's right).
    expect((await call(testApp.app, 'GET', `/api/dossiers?userId=${ADMIN}`, cookie)).statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', '/api/dossiers?userId=member@example.com', cookie)).statusCode).toBe(403);

    // Adding the passkey (the person verified) confirms the session: the admin pages answer.
    const added = await addPasskey(testApp.app, cookie, createSoftAuthenticator({ origin: testApp.app.config.relyingParty?.origin ?? '' }));
    expect(added.statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, cookie)).statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', '/api/dossiers?userId=member@example.com', cookie)).statusCode).toBe(200);
  });

  it('serves a confirmed admin for 12 hours, then asks for a step-up, which restores it', async () => {
    const cookie = await signIn(testApp.app, ADMIN);
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, cookie)).statusCode).toBe(200);
    expect(await sessionOf(testApp.app, cookie)).toMatchObject({ role: 'admin', passkeyStanding: 'confirmed', confirmedUntil: '2026-12-01T21:00:00.000Z' });

    clock.advance(12 * HOUR - 1000);
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, cookie)).statusCode).toBe(200);
    clock.advance(2000); // 12 hours and a second after the confirmation
    expect(refusal(await call(testApp.app, 'GET', ADMIN_ROUTE, cookie))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.adminConfirm, passkey: 'confirm' }]);
    expect(await sessionOf(testApp.app, cookie)).toMatchObject({ role: 'admin', passkeyStanding: 'confirm', confirmedUntil: null });

    await confirmAdmin(testApp.app, cookie, ADMIN);
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, cookie)).statusCode).toBe(200);
    expect(await sessionOf(testApp.app, cookie)).toMatchObject({ passkeyStanding: 'confirmed', confirmedUntil: '2026-12-02T09:00:01.000Z' });
  });

  it('asks again for the most sensitive actions: served 9 minutes after the confirmation, refused 10 minutes and a second after it', async () => {
    const cookie = await signIn(testApp.app, ADMIN);
    await memberWithRoles(testApp.app, 'promoted@example.com', 'member');
    const roles = async (allRoles: string[]) => call(testApp.app, 'PUT', `/api/admin/members/${await memberIdOf(testApp.app, 'promoted@example.com')}/roles`, cookie, { role: 'member', allRoles });

    clock.advance(9 * MINUTE);
    expect((await roles(['member', 'network_member'])).statusCode).toBe(200);
    clock.advance(MINUTE + 1000);
    expect(refusal(await roles(['member']))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.confirmAgain, passkey: 'confirm' }]);
    // The other admin routes still answer: the 12 hours hold.
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, cookie)).statusCode).toBe(200);
    await confirmAdmin(testApp.app, cookie, ADMIN);
    expect((await roles(['member'])).statusCode).toBe(200);
  });

  it('asks again before handing an account to another address (a representative), as resetting its passkeys does: the new address would add the first passkey', async () => {
    const admin = await signIn(testApp.app, ADMIN);
    // An entity's representative who is an admin too, with a passkey.
    const entity = await createMembersRepository(testApp.app.db).create({ email: 'rep@fund.example.com', role: 'admin', allRoles: ['admin', 'member'], memberType: 'Entity' }, clock.now());
    const representative = await signIn(testApp.app, 'rep@fund.example.com');
    const newcomer = { name: 'Mallory Mole', title: 'Partner', email: 'mallory@elsewhere.example.com' };

    // The admin's cookie, 11 minutes after the confirmation: the reset is refused, and so must a change of representative be.
    clock.advance(11 * MINUTE);
    expect(refusal(await call(testApp.app, 'POST', `/api/admin/members/${entity.id}/passkeys/reset`, admin))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.confirmAgain, passkey: 'confirm' }]);
    expect(refusal(await call(testApp.app, 'PUT', `/api/admin/members/${entity.id}/representative`, admin, { ...newcomer, reason: 'Handed over' }))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.confirmAgain, passkey: 'confirm' }]);
    // Nor does approving a change the representative asked for (their mailbox alone can ask) go through.
    const asked = await call(testApp.app, 'POST', '/api/member/representative-request', representative, newcomer);
    expect(asked.statusCode).toBe(200);
    const { request } = asked.json() as { request: { id: string } };
    expect(refusal(await call(testApp.app, 'POST', `/api/admin/representative-requests/${request.id}/approve`, admin))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.confirmAgain, passkey: 'confirm' }]);
    expect((await createMembersRepository(testApp.app.db).findById(entity.id))?.email).toBe('rep@fund.example.com');

    // Confirmed again, the admin hands it over.
    await confirmAdmin(testApp.app, admin, ADMIN);
    expect((await call(testApp.app, 'POST', `/api/admin/representative-requests/${request.id}/approve`, admin)).statusCode).toBe(200);
  });

  it('asks again before setting or sending wire instructions, or changing the settings: a cookie past 10 minutes calls no member for money to its own bank, nor sends the decisions elsewhere', async () => {
    const cookies: Record<string, string> = {};
    const { request, approvedDeal, roundTerms, openRound, commit, mailsTo } = roundHelpers(testApp, cookies);
    cookies['admin'] = await signIn(testApp.app, ADMIN);
    cookies['investor'] = await memberWithRoles(testApp.app, 'investor@example.com', 'member');
    const asked = [403, { success: false, error: PASSKEY_MESSAGES.confirmAgain, passkey: 'confirm' }];
    const settingsBefore = (await request('admin', 'GET', ADMIN_ROUTE)).json();

    // The admin's cookie, 11 minutes after the confirmation.
    clock.advance(11 * MINUTE);
    const redirected = await request('admin', 'PUT', ADMIN_ROUTE, { approvalThresholdPercent: 50, investmentStrategy: 'Anything.', decisionWebhookUrl: 'https://collector.example.net/decided', closedApplicationDocumentsDays: 7 });
    expect(refusal(redirected)).toEqual(asked);
    expect((await request('admin', 'GET', ADMIN_ROUTE)).json()).toEqual(settingsBefore);
    const deal = await approvedDeal();
    expect(refusal(await request('admin', 'POST', '/api/admin/rounds', roundTerms(deal, { wireInstructions: 'Bank: Elsewhere\nAccount: 999999999' })))).toEqual(asked);
    expect((await request('admin', 'GET', '/api/admin/rounds')).json().rounds).toEqual([]);

    // Confirmed again, the admin opens the round; a member commits and it closes.
    await confirmAdmin(testApp.app, cookies['admin'], ADMIN);
    const round = await openRound(deal);
    expect((await commit('investor', round.id, '2000000')).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Closing for the capital call' })).statusCode).toBe(200);

    // The capital call, 11 minutes later: refused, and no member is asked for money.
    clock.advance(11 * MINUTE);
    expect(refusal(await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`))).toEqual(asked);
    await testApp.app.rounds.idle();
    expect((await mailsTo('investor@example.com')).filter((mail) => mail.template === 'round-capital-call')).toEqual([]);
    await confirmAdmin(testApp.app, cookies['admin'], ADMIN);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).statusCode).toBe(200);
    await testApp.app.rounds.idle();
    expect((await mailsTo('investor@example.com')).filter((mail) => mail.template === 'round-capital-call')).toHaveLength(1);
  });

  it('never lets the admin’s mailbox alone reach an admin route once the admin has a passkey, nor add a passkey beside it', async () => {
    await signIn(testApp.app, ADMIN);
    const byMail = await signInByEmail(testApp.app, ADMIN);
    expect(refusal(await call(testApp.app, 'GET', ADMIN_ROUTE, byMail))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.adminConfirm, passkey: 'confirm' }]);
    expect(refusal(await call(testApp.app, 'PUT', `/api/admin/members/${await memberIdOf(testApp.app, ADMIN)}/roles`, byMail, { role: 'member', allRoles: ['member'] }))[0]).toBe(403);
    const theirs = await addPasskey(testApp.app, byMail, createSoftAuthenticator({ origin: testApp.app.config.relyingParty?.origin ?? '' }));
    expect([theirs.statusCode, theirs.json()]).toEqual([403, { success: false, error: PASSKEY_MESSAGES.confirmFirst }]);
    expect(await passkeysOf(testApp.app, byMail)).toHaveLength(1);
  });

  it('never serves the admin’s mailbox a cached list the admin’s confirmed session was answered', async () => {
    await seedDeals(testApp.app, { count: 2, memberVotes: 3, ownerEmail: 'owner@example.com' });
    const confirmed = await signIn(testApp.app, ADMIN);
    const byMail = await signInByEmail(testApp.app, ADMIN);
    // Nothing is written between the two reads: the same data version answers both.
    const asAdmin = await call(testApp.app, 'GET', '/api/deals', confirmed);
    expect(asAdmin.statusCode).toBe(200);
    // Its copy of the admin's answer is not current for it: a list of its own, under another ETag.
    const asMember = await testApp.app.inject({ method: 'GET', url: '/api/deals', headers: { cookie: byMail, 'if-none-match': String(asAdmin.headers.etag) } });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.headers.etag).not.toBe(asAdmin.headers.etag);
  });

  it('keeps a member promoted to admin a member until they add a passkey', async () => {
    const admin = await signIn(testApp.app, ADMIN);
    const cookie = await memberWithRoles(testApp.app, 'rising@example.com', 'member');
    expect((await call(testApp.app, 'PUT', `/api/admin/members/${await memberIdOf(testApp.app, 'rising@example.com')}/roles`, admin, { role: 'admin', allRoles: ['member', 'admin'] })).statusCode).toBe(200);

    expect(refusal(await call(testApp.app, 'GET', ADMIN_ROUTE, cookie))).toEqual([403, { success: false, error: PASSKEY_MESSAGES.adminSetup, passkey: 'setup' }]);
    expect(await sessionOf(testApp.app, cookie)).toMatchObject({ role: 'admin', passkeyStanding: 'setup' });
    const added = await addPasskey(testApp.app, cookie, createSoftAuthenticator({ origin: testApp.app.config.relyingParty?.origin ?? '' }));
    expect(addedPasskeyResponseSchema.parse(added.json()).recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, cookie)).statusCode).toBe(200);
  });

  it('never lets a bearer token act as an admin, confirmed session or not', async () => {
    await signIn(testApp.app, ADMIN);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const login = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: (await latestSignIn(testApp.app, ADMIN))?.token } });
    const answer = authResponseSchema.parse(login.json());
    const mobileToken = answer.success ? answer.mobileToken : undefined;
    expect(answer).toMatchObject({ role: 'admin', passkeyStanding: 'confirm' });
    const query = await testApp.app.inject({ method: 'POST', url: '/api/admin/deals/direct-query', headers: { authorization: `Bearer ${mobileToken}` }, payload: { reportIds: ['unknown'] } });
    expect([query.statusCode, query.json()]).toEqual([403, { success: false, error: 'You do not have access to this' }]);
  });

  it('takes the recovery code once: the passkeys go, other sessions end, the admin is told, and a new passkey brings a new code', async () => {
    const origin = testApp.app.config.relyingParty?.origin ?? '';
    const first = await signInByEmail(testApp.app, ADMIN);
    const added = addedPasskeyResponseSchema.parse((await addPasskey(testApp.app, first, createSoftAuthenticator({ origin }))).json());
    const code = added.recoveryCode ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    // Stored only as its hash.
    const { passkeyRecoveryCodes } = testApp.app.db.tables;
    const adminId = await memberIdOf(testApp.app, ADMIN);
    const rows = await testApp.app.db.query((q) => q.select().from(passkeyRecoveryCodes).where(eq(passkeyRecoveryCodes.memberId, adminId)));
    expect(rows).toEqual([{ memberId: adminId, codeHash: sha256Hex(normalizeRecoveryCode(code)), createdAt: clock.now() }]);
    expect(JSON.stringify(rows)).not.toContain(normalizeRecoveryCode(code));

    // The device is lost: the admin signs in by email, and types the code.
    clock.advance(HOUR);
    const byMail = await signInByEmail(testApp.app, ADMIN);
    const wrong = await call(testApp.app, 'POST', '/api/auth/passkey/recover', byMail, { code: 'ABCD-EFGH-JKMN-PQRS-TVWX' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { success: false, error: PASSKEY_MESSAGES.recoveryCodeWrong }]);
    expect(await passkeysOf(testApp.app, byMail)).toHaveLength(1);

    const recovered = await call(testApp.app, 'POST', '/api/auth/passkey/recover', byMail, { code: ` ${code.toLowerCase().replace(/-/g, ' ')} ` });
    expect([recovered.statusCode, recovered.json()]).toEqual([200, { success: true, removed: 1, message: PASSKEY_MESSAGES.recovered }]);
    expect(await passkeysOf(testApp.app, byMail)).toEqual([]);
    expect(await sessionOf(testApp.app, byMail)).toMatchObject({ passkeyStanding: 'setup' });
    expect(authResponseSchema.parse((await call(testApp.app, 'GET', '/api/auth/session', first)).json()).success).toBe(false);
    expect((await createAuditRepository(testApp.app.db).listFor('member', adminId)).map((entry) => [entry.action, entry.details])).toContainEqual(['member.passkeys_recovered', { removed: 1, by: 'recovery-code' }]);
    const { messages } = (await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${ADMIN}` })).json() as { messages: Array<{ template: string }> };
    expect(messages.map((message) => message.template)).toContain('passkeys-recovered');

    // Spent: a second use is refused, and changes nothing.
    const again = await call(testApp.app, 'POST', '/api/auth/passkey/recover', byMail, { code });
    expect([again.statusCode, again.json()]).toEqual([400, { success: false, error: PASSKEY_MESSAGES.recoveryCodeWrong }]);

    const renewed = addedPasskeyResponseSchema.parse((await addPasskey(testApp.app, byMail, createSoftAuthenticator({ origin }))).json());
    expect(renewed.recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(renewed.recoveryCode).not.toBe(code);
    expect((await call(testApp.app, 'GET', ADMIN_ROUTE, byMail)).statusCode).toBe(200);
  });

  it('leaves no mobile token from before a reset or a recovery alive: none mints a session that could add the first passkey', async () => {
    const origin = testApp.app.config.relyingParty?.origin ?? '';
    const other = await memberWithRoles(testApp.app, 'second@example.com', 'admin', ['admin', 'member']);
    await signIn(testApp.app, ADMIN);
    // The phone the admin lost holds the members app, and in it the mobile token of an email sign-in.
    const onLostPhone = await mobileTokenOf(testApp.app, ADMIN);
    const reset = await call(testApp.app, 'POST', `/api/admin/members/${await memberIdOf(testApp.app, ADMIN)}/passkeys/reset`, other);
    expect(reset.json()).toEqual({ success: true, removed: 1 });
    // Minted, its session would stand at 'setup', add the thief's passkey as the admin's first and act as the admin.
    expect((await exchange(testApp.app, onLostPhone)).statusCode).toBe(401);

    // The same after the admin's own recovery code: the session it was typed in goes on, no older credential does.
    const cookie = await signInByEmail(testApp.app, ADMIN);
    const code = addedPasskeyResponseSchema.parse((await addPasskey(testApp.app, cookie, createSoftAuthenticator({ origin }))).json()).recoveryCode ?? '';
    const beforeRecovery = await mobileTokenOf(testApp.app, ADMIN);
    const byMail = await signInByEmail(testApp.app, ADMIN);
    expect((await call(testApp.app, 'POST', '/api/auth/passkey/recover', byMail, { code })).statusCode).toBe(200);
    expect((await exchange(testApp.app, beforeRecovery)).statusCode).toBe(401);
    expect(await sessionOf(testApp.app, byMail)).toMatchObject({ passkeyStanding: 'setup' });
  });

  it('ends the admin’s other sessions and mobile tokens when they remove their last passkey: an email link opened earlier cannot then add the “first”', async () => {
    const email = 'lone@example.com';
    await createMembersRepository(testApp.app.db).create({ email, role: 'admin', allRoles: ['admin', 'member'] }, clock.now());
    const confirmed = await signIn(testApp.app, email);
    // Opened by the mailbox while the admin held their passkey: it stands at 'confirm' and acts as a member.
    const byMail = await signInByEmail(testApp.app, email);
    const onPhone = await mobileTokenOf(testApp.app, email);
    expect(await sessionOf(testApp.app, byMail)).toMatchObject({ passkeyStanding: 'confirm' });

    clock.advance(MINUTE);
    const [only] = await passkeysOf(testApp.app, confirmed);
    const removed = await testApp.app.inject({ method: 'DELETE', url: `/api/member/passkeys/${only?.id ?? ''}`, headers: { ...AS_QUORUM_CLIENT, cookie: confirmed } });
    expect(removed.statusCode).toBe(200);

    // Left standing at 'setup', the mailbox's session would add its holder's passkey as the admin's first: it ended, with the phone's token.
    expect((await call(testApp.app, 'GET', '/api/member/passkeys', byMail)).statusCode).toBe(401);
    expect((await addPasskey(testApp.app, byMail, createSoftAuthenticator({ origin: testApp.app.config.relyingParty?.origin ?? '' }))).statusCode).toBe(401);
    expect((await exchange(testApp.app, onPhone)).statusCode).toBe(401);
    // The session that removed it goes on, at 'setup'.
    expect(await sessionOf(testApp.app, confirmed)).toMatchObject({ role: 'admin', passkeyStanding: 'setup' });
    expect(await passkeysOf(testApp.app, confirmed)).toEqual([]);
    const memberId = await memberIdOf(testApp.app, email);
    expect((await createAuditRepository(testApp.app.db).listFor('member', memberId)).map((entry) => [entry.action, entry.details])).toContainEqual(['member.sessions_ended', { reason: 'last-passkey-removed' }]);
  });

  it('drops a recovery code with the admin role: promoted again, the former admin’s old code is refused, and a new first passkey brings a new one', async () => {
    const email = 'former@example.com';
    const origin = testApp.app.config.relyingParty?.origin ?? '';
    await createMembersRepository(testApp.app.db).create({ email, role: 'admin', allRoles: ['admin', 'member'] }, clock.now());
    await signIn(testApp.app, email);
    const code = adminPasskeyOf(testApp.app, email)?.recoveryCode ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    const admin = await signIn(testApp.app, ADMIN);
    const formerId = await memberIdOf(testApp.app, email);
    const setRoles = (role: string, allRoles: string[]) => call(testApp.app, 'PUT', `/api/admin/members/${formerId}/roles`, admin, { role, allRoles });
    const recover = (cookie: string) => call(testApp.app, 'POST', '/api/auth/passkey/recover', cookie, { code });
    const wrongCode = [400, { success: false, error: PASSKEY_MESSAGES.recoveryCodeWrong }];

    // Made a member: the code goes with the role, not only refused while they are one.
    expect((await setRoles('member', ['member'])).statusCode).toBe(200);
    const { passkeyRecoveryCodes } = testApp.app.db.tables;
    expect(await testApp.app.db.query((q) => q.select().from(passkeyRecoveryCodes).where(eq(passkeyRecoveryCodes.memberId, formerId)))).toEqual([]);

    // Made an admin again (whoever kept the code, or read it where it was written down, tries it now).
    expect((await setRoles('admin', ['admin', 'member'])).statusCode).toBe(200);
    const byMail = await signInByEmail(testApp.app, email);
    const attempt = await recover(byMail);
    expect([attempt.statusCode, attempt.json()]).toEqual(wrongCode);
    expect(await passkeysOf(testApp.app, byMail)).toHaveLength(1);

    // After a reset, the next passkey is a first one again, and it brings a new code; the old stays refused.
    expect((await call(testApp.app, 'POST', `/api/admin/members/${formerId}/passkeys/reset`, admin)).json()).toEqual({ success: true, removed: 1 });
    const cookie = await signInByEmail(testApp.app, email);
    const renewed = addedPasskeyResponseSchema.parse((await addPasskey(testApp.app, cookie, createSoftAuthenticator({ origin }))).json());
    expect(renewed.recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(renewed.recoveryCode).not.toBe(code);
    const again = await recover(cookie);
    expect([again.statusCode, again.json()]).toEqual(wrongCode);
  });

  it('gives members no recovery code, and answers their attempt as a wrong code', async () => {
    const cookie = await memberWithRoles(testApp.app, 'plain@example.com', 'member');
    const added = addedPasskeyResponseSchema.parse((await addPasskey(testApp.app, cookie, createSoftAuthenticator({ origin: testApp.app.config.relyingParty?.origin ?? '' }))).json());
    expect(added.recoveryCode).toBeUndefined();
    const attempt = await call(testApp.app, 'POST', '/api/auth/passkey/recover', cookie, { code: 'ABCD-EFGH-JKMN-PQRS-TVWX' });
    expect([attempt.statusCode, attempt.json()]).toEqual([400, { success: false, error: PASSKEY_MESSAGES.recoveryCodeWrong }]);
    expect(await passkeysOf(testApp.app, cookie)).toHaveLength(1);
    // Malformed input is a 400 too, never a 500.
    expect((await call(testApp.app, 'POST', '/api/auth/passkey/recover', cookie, { code: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await call(testApp.app, 'POST', '/api/auth/passkey/recover', cookie, {})).statusCode).toBe(400);
  });
});
