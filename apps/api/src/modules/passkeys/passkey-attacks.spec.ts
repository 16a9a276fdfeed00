import type { FastifyInstance } from 'fastify';
import { addedPasskeyResponseSchema, authResponseSchema, normalizeRecoveryCode, PASSKEY_MESSAGES, passkeyCeremonyResponseSchema, passkeysResponseSchema } from '@quorum/domain';
import { createSoftAuthenticator, type SoftAuthenticator } from '@quorum/testing/webauthn';
import { sha256Hex } from '../../crypto/hashing';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { whileHeld } from '../../testing/held-transaction';
import { captureLogs } from '../../testing/log-capture';
import { memberWithRoles } from '../../testing/members';
import { adminPasskeyOf, sessionCookieOf, signIn, signInByEmail } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { createMembersRepository } from '../members/members.repository';
import { handleOf } from './passkeys.service';
import { createPasskeysRepository } from './passkeys.repository';
import { createPasskeyRecovery } from './recovery.service';

/**
 * The passkeys' "must never" rows (docs/security/threat-model.md, Passkeys and Admins), tried the
 * way an attacker would: a challenge replayed, answered in another session or for another ceremony,
 * a credential id another member holds, a role that changes mid-ceremony, a confirmation that lapses
 * between the options and the answer, two removals or two recovery codes at the same instant, the
 * recovery code's limits from many addresses and accounts, a demotion, a name written to change the
 * email the member is sent, and the secrets a log or an audit row could keep.
 */

const MINUTE = 60_000;
const ADMIN = 'admin@example.com';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Ceremony = { challengeId: string; options: Record<string, unknown> };

const originOf = (app: FastifyInstance) => app.config.relyingParty?.origin ?? '';

/** Calls the API as the members app does: JSON, the session cookie when there is one, from `ip` when given. */
function call(app: FastifyInstance, method: Method, url: string, cookie?: string, payload?: object, ip?: string) {
  return app.inject({ method, url, headers: { ...AS_QUORUM_CLIENT, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}), ...(ip ? { remoteAddress: ip } : {}) });
}

async function ceremony(app: FastifyInstance, url: string, cookie?: string): Promise<Ceremony> {
  const response = await call(app, 'POST', url, cookie);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return passkeyCeremonyResponseSchema.parse(response.json());
}

/** Registration options answered by `authenticator`: the body the profile page posts. */
async function registration(app: FastifyInstance, cookie: string, authenticator: SoftAuthenticator, once: Parameters<SoftAuthenticator['register']>[1] = {}) {
  const { challengeId, options } = await ceremony(app, '/api/member/passkeys/options', cookie);
  return { challengeId, response: authenticator.register(options as never, once) };
}

const addPasskey = async (app: FastifyInstance, cookie: string, authenticator: SoftAuthenticator, once: Parameters<SoftAuthenticator['register']>[1] = {}) =>
  call(app, 'POST', '/api/member/passkeys', cookie, await registration(app, cookie, authenticator, once));

const listOf = async (app: FastifyInstance, cookie: string) => passkeysResponseSchema.parse((await call(app, 'GET', '/api/member/passkeys', cookie)).json()).passkeys;
const idOf = async (app: FastifyInstance, email: string) => (await createMembersRepository(app.db).findByEmail(email))?.id ?? '';
const refusedWith = (response: { statusCode: number; json(): unknown }) => [response.statusCode, (response.json() as { error?: string }).error];

describe('attacks on passkeys', () => {
  const clock = testClock(new Date('2026-12-03T08:00:00.000Z'));
  const logs = captureLogs();
  const testApp = useTestApp({ LOG_LEVEL: 'trace' }, () => ({ clock, logStream: logs.stream }), 'test');
  beforeEach(() => {
    clock.set(new Date('2026-12-03T08:00:00.000Z'));
    logs.raw.splice(0);
  });

  it('spends a registration’s and a confirmation’s challenge at their first answer: a replay adds nothing and confirms nothing', async () => {
    const app = testApp.app;
    const cookie = await memberWithRoles(app, 'replayer@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: originOf(app) });
    const added = await registration(app, cookie, authenticator);
    expect((await call(app, 'POST', '/api/member/passkeys', cookie, added)).statusCode).toBe(200);
    expect(refusedWith(await call(app, 'POST', '/api/member/passkeys', cookie, added))).toEqual([400, PASSKEY_MESSAGES.expired]);

    const { challengeId, options } = await ceremony(app, '/api/auth/passkey/confirm/options', cookie);
    const answer = { challengeId, response: authenticator.authenticate(options as never) };
    expect((await call(app, 'POST', '/api/auth/passkey/confirm', cookie, answer)).statusCode).toBe(200);
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/confirm', cookie, answer))).toEqual([400, PASSKEY_MESSAGES.expired]);
    expect(await listOf(app, cookie)).toHaveLength(1);
  });

  it('never lets a challenge asked for in one member’s session be answered in another’s: no passkey is added to either, no session confirmed', async () => {
    const app = testApp.app;
    const victim = await memberWithRoles(app, 'asker@example.com', 'member');
    const attacker = await memberWithRoles(app, 'taker@example.com', 'member');
    const attackerKey = createSoftAuthenticator({ origin: originOf(app) });

    // The victim's registration options, answered by the attacker's authenticator in the attacker's session.
    const stolen = await registration(app, victim, attackerKey);
    expect(refusedWith(await call(app, 'POST', '/api/member/passkeys', attacker, stolen))).toEqual([400, PASSKEY_MESSAGES.expired]);
    expect(await listOf(app, victim)).toEqual([]);
    expect(await listOf(app, attacker)).toEqual([]);

    // The victim's confirmation challenge, answered with the attacker's own passkey in the attacker's session.
    const victimKey = createSoftAuthenticator({ origin: originOf(app) });
    expect((await addPasskey(app, victim, victimKey)).statusCode).toBe(200);
    expect((await addPasskey(app, attacker, attackerKey)).statusCode).toBe(200);
    const asked = await ceremony(app, '/api/auth/passkey/confirm/options', victim);
    const [attackerCredential] = attackerKey.credentials.keys();
    const answer = { challengeId: asked.challengeId, response: attackerKey.authenticate({ ...(asked.options as { challenge: string }), allowCredentials: [] }, { credentialId: attackerCredential }) };
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/confirm', attacker, answer))).toEqual([400, PASSKEY_MESSAGES.expired]);
    // Nor does naming the victim in the request show the attacker anything but their own.
    const victimId = await idOf(app, 'asker@example.com');
    const listed = passkeysResponseSchema.parse((await call(app, 'GET', `/api/member/passkeys?memberId=${victimId}&userId=${victimId}&email=asker%40example.com`, attacker)).json()).passkeys;
    expect(listed.map((passkey) => passkey.id)).toEqual((await listOf(app, attacker)).map((passkey) => passkey.id));
    expect(listed.map((passkey) => passkey.id)).not.toContain((await listOf(app, victim))[0]?.id);
  });

  it('keeps each ceremony to its purpose: a sign-in’s challenge confirms no session, a confirmation’s signs no one in, and a registration’s does neither', async () => {
    const app = testApp.app;
    const cookie = await memberWithRoles(app, 'purpose@example.com', 'member');
    const key = createSoftAuthenticator({ origin: originOf(app) });
    expect((await addPasskey(app, cookie, key)).statusCode).toBe(200);
    const assertion = (asked: Ceremony) => ({ challengeId: asked.challengeId, response: key.authenticate({ ...(asked.options as { challenge: string }), allowCredentials: [] }) });

    // A sign-in's challenge (made for no session), answered to the step-up.
    const signInChallenge = await ceremony(app, '/api/auth/passkey/options');
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/confirm', cookie, assertion(signInChallenge)))).toEqual([400, PASSKEY_MESSAGES.expired]);
    // A step-up's challenge, answered to the sign-in page: no session comes of it.
    const stepUp = await ceremony(app, '/api/auth/passkey/confirm/options', cookie);
    const signedIn = await call(app, 'POST', '/api/auth/passkey/login', undefined, assertion(stepUp));
    expect(refusedWith(signedIn)).toEqual([401, PASSKEY_MESSAGES.expired]);
    expect(signedIn.cookies).toEqual([]);

    // Confirmed, the member may ask for registration options: that challenge, in the very session
    // that asked for it, answered as a step-up, confirms nothing.
    expect((await call(app, 'POST', '/api/auth/passkey/confirm', cookie, assertion(await ceremony(app, '/api/auth/passkey/confirm/options', cookie)))).statusCode).toBe(200);
    const registering = await ceremony(app, '/api/member/passkeys/options', cookie);
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/confirm', cookie, assertion(registering)))).toEqual([400, PASSKEY_MESSAGES.expired]);
    // And a step-up's challenge, answered with a registration, adds nothing.
    const confirming = await ceremony(app, '/api/auth/passkey/confirm/options', cookie);
    const made = createSoftAuthenticator({ origin: originOf(app) }).register({ challenge: (confirming.options as { challenge: string }).challenge, rp: { name: 'Quorum' }, user: { id: 'eA', name: 'x', displayName: 'x' } });
    expect(refusedWith(await call(app, 'POST', '/api/member/passkeys', cookie, { challengeId: confirming.challengeId, response: made }))).toEqual([400, PASSKEY_MESSAGES.expired]);
    expect(await listOf(app, cookie)).toHaveLength(1);
  });

  it('refuses a credential id another member holds: never taken over, and its holder still signs in with it, alone', async () => {
    const app = testApp.app;
    const holder = await memberWithRoles(app, 'holder@example.com', 'member');
    const holderKey = createSoftAuthenticator({ origin: originOf(app) });
    expect((await addPasskey(app, holder, holderKey)).statusCode).toBe(200);
    const [credentialId] = holderKey.credentials.keys();

    // The attacker attests the holder's credential id (it is no secret) under a key of their own.
    const attacker = await memberWithRoles(app, 'squatter@example.com', 'member');
    const attackerKey = createSoftAuthenticator({ origin: originOf(app) });
    const squatted = await addPasskey(app, attacker, attackerKey, { credentialId });
    expect(refusedWith(squatted)).toEqual([400, PASSKEY_MESSAGES.notAdded]);
    expect(await listOf(app, attacker)).toEqual([]);
    expect(await createPasskeysRepository(app.db).find(credentialId ?? '')).toMatchObject({ memberId: await idOf(app, 'holder@example.com') });

    const signInWith = async (key: SoftAuthenticator) => {
      const { challengeId, options } = await ceremony(app, '/api/auth/passkey/options');
      return call(app, 'POST', '/api/auth/passkey/login', undefined, { challengeId, response: key.authenticate(options as never) });
    };
    // The attacker's key, under that id, signs no one in; the holder's signs in the holder.
    const byAttacker = await signInWith(attackerKey);
    expect([byAttacker.statusCode, byAttacker.cookies]).toEqual([401, []]);
    expect((await signInWith(holderKey)).json()).toMatchObject({ success: true, email: 'holder@example.com' });
  });

  it('needs the person verified for a member made an admin while their first registration was under way', async () => {
    const app = testApp.app;
    const cookie = await memberWithRoles(app, 'rising@example.com', 'member');
    // Options asked as a member ask for the person verified only where the device can.
    const begun = await registration(app, cookie, createSoftAuthenticator({ origin: originOf(app), userVerified: false }));
    await createMembersRepository(app.db).setRoles(await idOf(app, 'rising@example.com'), 'admin', ['admin', 'member'], clock.now());
    // Answered once they are an admin, by a device that proves only presence: no admin passkey, no recovery code.
    const answered = await call(app, 'POST', '/api/member/passkeys', cookie, begun);
    expect(refusedWith(answered)).toEqual([400, PASSKEY_MESSAGES.notAdded]);
    expect(await listOf(app, cookie)).toEqual([]);
    expect(authResponseSchema.parse((await call(app, 'GET', '/api/auth/session', cookie)).json())).toMatchObject({ role: 'admin', passkeyStanding: 'setup' });
  });

  it('asks again for a confirmation that lapsed between the options and the answer: an admin 10 minutes past theirs adds no passkey and removes none', async () => {
    const app = testApp.app;
    const cookie = await signIn(app, ADMIN);
    clock.advance(9 * MINUTE);
    const begun = await registration(app, cookie, createSoftAuthenticator({ origin: originOf(app) }));
    clock.advance(MINUTE + 1000);
    expect(refusedWith(await call(app, 'POST', '/api/member/passkeys', cookie, begun))).toEqual([403, PASSKEY_MESSAGES.confirmFirst]);
    const [own] = await listOf(app, cookie);
    expect(refusedWith(await call(app, 'DELETE', `/api/member/passkeys/${own?.id ?? ''}`, cookie))).toEqual([403, PASSKEY_MESSAGES.confirmToRemove]);
    expect(await listOf(app, cookie)).toHaveLength(1);
  });

  it('ends the admin’s other sessions when their last two passkeys go at the same instant (each removal saw the other’s passkey still there)', async () => {
    const app = testApp.app;
    const email = 'twokeys@example.com';
    await createMembersRepository(app.db).create({ email, role: 'admin', allRoles: ['admin', 'member'] }, clock.now());
    const confirmed = await signIn(app, email);
    expect((await addPasskey(app, confirmed, createSoftAuthenticator({ origin: originOf(app) }))).statusCode).toBe(200);
    // Opened by whoever reads the mailbox: at 'confirm', a member's session, until no passkey is left.
    const byMail = await signInByEmail(app, email);
    const memberId = await idOf(app, email);
    const firstId = [...(adminPasskeyOf(app, email)?.authenticator.credentials.keys() ?? [])][0] ?? '';
    const second = (await listOf(app, confirmed)).find((passkey) => passkey.id !== handleOf(firstId));

    // One tab removes the first passkey (the removal's transaction, as the service runs it, held open);
    // another removes the second meanwhile.
    const removed = await whileHeld(
      app,
      async (tx) => {
        await createMembersRepository(tx).findForWrite(memberId);
        await createPasskeysRepository(tx).remove(memberId, firstId);
      },
      () => call(app, 'DELETE', `/api/member/passkeys/${second?.id ?? ''}`, confirmed),
    );
    expect(removed.statusCode).toBe(200);
    expect(await createPasskeysRepository(app.db).holdsAny(memberId)).toBe(false);
    // None left: the mailbox's session, standing at 'setup', would add its holder's passkey as the admin's first.
    expect((await call(app, 'GET', '/api/member/passkeys', byMail)).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/member/passkeys/options', byMail)).statusCode).toBe(401);
  });

  it('ends every other session when a passkey goes: a stolen laptop’s confirmed admin session is neither an admin’s nor signed in once the owner removes its passkey from the phone', async () => {
    const app = testApp.app;
    const email = 'lostlaptop@example.com';
    await createMembersRepository(app.db).create({ email, role: 'admin', allRoles: ['admin', 'member'] }, clock.now());
    // The laptop: the admin's first passkey, its session confirmed with it (an admin for 12 hours).
    const laptop = await signIn(app, email);
    const laptopKey = [...(adminPasskeyOf(app, email)?.authenticator.credentials.keys() ?? [])][0] ?? '';
    expect((await call(app, 'GET', '/api/admin/members', laptop)).statusCode).toBe(200);
    // The phone: a second passkey, and a session of its own confirmed with it.
    const phoneKey = createSoftAuthenticator({ origin: originOf(app) });
    expect((await addPasskey(app, laptop, phoneKey)).statusCode).toBe(200);
    const phone = await signInByEmail(app, email);
    const { challengeId, options } = await ceremony(app, '/api/auth/passkey/confirm/options', phone);
    expect((await call(app, 'POST', '/api/auth/passkey/confirm', phone, { challengeId, response: phoneKey.authenticate(options as never) })).statusCode).toBe(200);

    // The laptop is stolen; from the phone, the owner removes its passkey.
    expect((await call(app, 'DELETE', `/api/member/passkeys/${handleOf(laptopKey)}`, phone)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/admin/members', laptop)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/member/passkeys', laptop)).statusCode).toBe(401);
    // The phone, which removed it, goes on as the admin.
    expect((await call(app, 'GET', '/api/admin/members', phone)).statusCode).toBe(200);
    const audit = await createAuditRepository(app.db).listFor('member', await idOf(app, email));
    expect(audit.map((entry) => [entry.action, entry.details['reason'] ?? null])).toContainEqual(['member.sessions_ended', 'passkey-removed']);
  });

  it('spends a recovery code once when two attempts race: one recovers, the other is refused', async () => {
    const app = testApp.app;
    await signIn(app, ADMIN);
    const code = adminPasskeyOf(app, ADMIN)?.recoveryCode ?? '';
    expect(code).not.toBe('');
    const [one, two] = [await signInByEmail(app, ADMIN), await signInByEmail(app, ADMIN)];
    const answers = await Promise.all([one, two].map((cookie) => call(app, 'POST', '/api/auth/passkey/recover', cookie, { code })));
    // One recovers. The other is refused either way: its code already spent (400), or, if the first
    // committed before its session was read, its session ended by the recovery (401).
    const [winner, loser] = answers.map((answer) => answer.statusCode).sort();
    expect(winner).toBe(200);
    expect([400, 401]).toContain(loser);
    const recovered = (await createAuditRepository(app.db).listFor('member', await idOf(app, ADMIN))).filter((entry) => entry.action === 'member.passkeys_recovered');
    expect(recovered).toHaveLength(1);

    // The same race made certain: the first attempt's spending of a new code, held open while the second comes.
    const recovering = answers[0]?.statusCode === 200 ? one : two;
    const renewed = addedPasskeyResponseSchema.parse((await addPasskey(app, recovering, createSoftAuthenticator({ origin: originOf(app) }))).json()).recoveryCode ?? '';
    const adminId = await idOf(app, ADMIN);
    const second = await whileHeld(
      app,
      async (tx) => {
        expect(await createPasskeysRepository(tx).spendRecoveryCode(adminId, sha256Hex(normalizeRecoveryCode(renewed)))).toBe(true);
      },
      () => call(app, 'POST', '/api/auth/passkey/recover', recovering, { code: renewed }),
    );
    expect(refusedWith(second)).toEqual([400, PASSKEY_MESSAGES.recoveryCodeWrong]);
    expect(await listOf(app, recovering)).toHaveLength(1);
  });

  it('takes an admin’s recovery code from that admin alone, and drops it with another admin’s reset', async () => {
    const app = testApp.app;
    await signIn(app, ADMIN);
    const code = adminPasskeyOf(app, ADMIN)?.recoveryCode ?? '';
    const other = 'other-admin@example.com';
    const otherConfirmed = await memberWithRoles(app, other, 'admin', ['admin', 'member']);
    // Another admin (their mailbox, say) types the first admin's code: it is not theirs.
    const byMail = await signInByEmail(app, other);
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/recover', byMail, { code }))).toEqual([400, PASSKEY_MESSAGES.recoveryCodeWrong]);
    expect(await listOf(app, byMail)).toHaveLength(1);

    // The other admin resets the first one's passkeys: the code goes with them.
    expect((await call(app, 'POST', `/api/admin/members/${await idOf(app, ADMIN)}/passkeys/reset`, otherConfirmed)).json()).toEqual({ success: true, removed: 1 });
    const back = await signInByEmail(app, ADMIN);
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/recover', back, { code }))).toEqual([400, PASSKEY_MESSAGES.recoveryCodeWrong]);
    expect(await createPasskeysRepository(app.db).recoveryCodeHash(await idOf(app, ADMIN))).toBeUndefined();
  });

  it('holds the recovery code’s limits across addresses and accounts: 5 tries an admin from any number of IPs, 10 an IP whoever tries', async () => {
    const app = testApp.app;
    await signIn(app, ADMIN);
    const code = adminPasskeyOf(app, ADMIN)?.recoveryCode ?? '';
    const byMail = await signInByEmail(app, ADMIN);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await call(app, 'POST', '/api/auth/passkey/recover', byMail, { code: 'ABCD-EFGH-JKMN-PQRS-TVWX' }, `192.0.2.${attempt}`)).statusCode).toBe(400);
    }
    // The sixth, from an address not seen yet, and with the right code: refused all the same, nothing changes.
    const sixth = await call(app, 'POST', '/api/auth/passkey/recover', byMail, { code }, '192.0.2.6');
    expect(sixth.statusCode).toBe(429);
    expect(await listOf(app, byMail)).toHaveLength(1);

    // One address, ten accounts each trying once; the eleventh try, another admin's with their right code, is refused.
    const shared = '198.51.100.7';
    for (let member = 1; member <= 10; member += 1) {
      const cookie = await memberWithRoles(app, `guesser${member}@example.com`, 'member');
      expect((await call(app, 'POST', '/api/auth/passkey/recover', cookie, { code: 'ABCD-EFGH-JKMN-PQRS-TVWX' }, shared)).statusCode).toBe(400);
    }
    const second = 'second-admin@example.com';
    await memberWithRoles(app, second, 'admin', ['admin', 'member']);
    const secondByMail = await signInByEmail(app, second);
    const eleventh = await call(app, 'POST', '/api/auth/passkey/recover', secondByMail, { code: adminPasskeyOf(app, second)?.recoveryCode ?? '' }, shared);
    expect(eleventh.statusCode).toBe(429);
    expect(await listOf(app, secondByMail)).toHaveLength(1);
  });

  it('stops a demoted admin’s confirmed session acting as an admin at once', async () => {
    const app = testApp.app;
    const demoted = 'demoted@example.com';
    const cookie = await memberWithRoles(app, demoted, 'admin', ['admin', 'member']);
    expect((await call(app, 'GET', '/api/admin/members', cookie)).statusCode).toBe(200);
    const admin = await signIn(app, ADMIN);
    expect((await app.inject({ method: 'PUT', url: `/api/admin/members/${await idOf(app, demoted)}/roles`, headers: { ...AS_QUORUM_CLIENT, cookie: admin }, payload: { role: 'member', allRoles: ['member'] } })).statusCode).toBe(200);
    // The next request of that session is a member's: no admin page, no passkey prompt (nothing would make it an admin).
    expect(refusedWith(await call(app, 'GET', '/api/admin/members', cookie))).toEqual([403, 'You do not have access to this']);
    expect(authResponseSchema.parse((await call(app, 'GET', '/api/auth/session', cookie)).json())).toMatchObject({ role: 'member', passkeyStanding: 'none' });
  });

  it('confirms no session with a passkey that proves only presence, a member’s as much as an admin’s', async () => {
    const app = testApp.app;
    const cookie = await memberWithRoles(app, 'present@example.com', 'member');
    const key = createSoftAuthenticator({ origin: originOf(app), userVerified: false });
    // A member's passkey may prove presence only: it is added, and the session stays unconfirmed.
    expect((await addPasskey(app, cookie, key)).statusCode).toBe(200);
    const { challengeId, options } = await ceremony(app, '/api/auth/passkey/confirm/options', cookie);
    expect(refusedWith(await call(app, 'POST', '/api/auth/passkey/confirm', cookie, { challengeId, response: key.authenticate(options as never) }))).toEqual([403, PASSKEY_MESSAGES.confirmFailed]);
    // Unconfirmed, it adds no second passkey.
    expect(refusedWith(await call(app, 'POST', '/api/member/passkeys/options', cookie))).toEqual([403, PASSKEY_MESSAGES.confirmFirst]);
  });

  it('signs in a member, never an admin, with the recovery command’s link once the admin role is gone, and only once', async () => {
    const app = testApp.app;
    const admin = await signIn(app, ADMIN);
    const lost = 'lost-everything@example.com';
    await memberWithRoles(app, lost, 'admin', ['admin', 'member']);
    const printed = await createPasskeyRecovery({ db: app.db, clock: app.clock, mailer: app.mailer, publicUrl: app.config.publicUrl }).recoverByServer(lost, { host: 'test', user: 'operator' });
    if (!printed.ok) throw new Error(printed.error);
    // Before the admin uses it, another admin takes the role away.
    expect((await call(app, 'PUT', `/api/admin/members/${await idOf(app, lost)}/roles`, admin, { role: 'member', allRoles: ['member'] })).statusCode).toBe(200);
    const token = new URL(printed.link).searchParams.get('token') ?? '';
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { didToken: token } });
    expect(authResponseSchema.parse(login.json())).toMatchObject({ success: true, role: 'member', passkeyStanding: 'none' });
    expect(refusedWith(await call(app, 'GET', '/api/admin/members', sessionCookieOf(login)))).toEqual([403, 'You do not have access to this']);
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { didToken: token } })).statusCode).toBe(401);
  });

  it('refuses a passkey name that would change the lines of the email the member is sent, on adding and renaming', async () => {
    const app = testApp.app;
    const cookie = await memberWithRoles(app, 'named@example.com', 'member');
    const key = createSoftAuthenticator({ origin: originOf(app) });
    const forged = ['Laptop" was removed.\n\nNothing to do', 'Phone\r\nBcc: x', 'Key\u0007', 'Tab\there', 'Laptop \u202Egnp.exe', 'Isolate\u2066x\u2069'];
    for (const name of forged) {
      const begun = await registration(app, cookie, key);
      expect([name, (await call(app, 'POST', '/api/member/passkeys', cookie, { ...begun, name })).statusCode]).toEqual([name, 400]);
    }
    expect(await listOf(app, cookie)).toEqual([]);
    // What a person types, markup and emoji sequences included, is kept as typed, and emailed as plain text.
    const typed = 'Ana’s <b>work</b> 👩‍💻 laptop';
    expect((await call(app, 'POST', '/api/member/passkeys', cookie, { ...(await registration(app, cookie, key)), name: typed })).json()).toMatchObject({ passkey: { name: typed } });
    const [listed] = await listOf(app, cookie);
    for (const name of forged) expect([name, (await call(app, 'PATCH', `/api/member/passkeys/${listed?.id ?? ''}`, cookie, { name })).statusCode]).toEqual([name, 400]);
    expect((await listOf(app, cookie)).map((passkey) => passkey.name)).toEqual([typed]);
  });

  it('never writes a recovery code, a challenge or a passkey’s public key to the log, the audit log, or an answer but the one that carries it', async () => {
    const app = testApp.app;
    const secrets: string[] = [];
    const cookie = await signInByEmail(app, ADMIN);
    const key = createSoftAuthenticator({ origin: originOf(app) });
    const begun = await ceremony(app, '/api/member/passkeys/options', cookie);
    secrets.push(begun.challengeId, String(begun.options['challenge']));
    const added = await call(app, 'POST', '/api/member/passkeys', cookie, { challengeId: begun.challengeId, response: key.register(begun.options as never) });
    const code = addedPasskeyResponseSchema.parse(added.json()).recoveryCode ?? '';
    expect(code).not.toBe('');
    secrets.push(code, normalizeRecoveryCode(code));
    const [stored] = await createPasskeysRepository(app.db).listFor(await idOf(app, ADMIN));
    if (!stored) throw new Error('no passkey stored');
    secrets.push(stored.publicKey.toString('base64'), stored.publicKey.toString('base64url'), stored.publicKey.toString('hex'));

    const answers: string[] = [];
    const step = await ceremony(app, '/api/auth/passkey/confirm/options', cookie);
    secrets.push(step.challengeId, String(step.options['challenge']));
    answers.push((await call(app, 'POST', '/api/auth/passkey/confirm', cookie, { challengeId: step.challengeId, response: key.authenticate(step.options as never) })).body);
    const signingIn = await ceremony(app, '/api/auth/passkey/options');
    secrets.push(signingIn.challengeId, String(signingIn.options['challenge']));
    const signedIn = await call(app, 'POST', '/api/auth/passkey/login', undefined, { challengeId: signingIn.challengeId, response: key.authenticate(signingIn.options as never) });
    answers.push(signedIn.body);
    const byMail = await signInByEmail(app, ADMIN);
    answers.push((await call(app, 'POST', '/api/auth/passkey/recover', byMail, { code: 'ABCD-EFGH-JKMN-PQRS-TVWX' })).body);
    answers.push((await call(app, 'POST', '/api/auth/passkey/recover', byMail, { code: `${code} and more than sixty-four characters to be refused by the schema at once` })).body);
    answers.push((await call(app, 'GET', '/api/member/passkeys', sessionCookieOf(signedIn))).body);
    answers.push((await call(app, 'GET', '/api/auth/session', sessionCookieOf(signedIn))).body);
    answers.push((await call(app, 'POST', '/api/auth/passkey/recover', byMail, { code })).body);

    const audit = JSON.stringify(await app.db.query((q) => q.select().from(app.db.tables.auditLog)));
    const kept = (where: string) => secrets.filter((secret) => secret.length > 0 && where.includes(secret));
    expect({ log: kept(logs.raw.join('\n')), audit: kept(audit), answers: kept(answers.join('\n')) }).toEqual({ log: [], audit: [], answers: [] });
    expect(logs.raw.length).toBeGreaterThan(0);
  });
});
