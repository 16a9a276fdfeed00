import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { createSoftAuthenticator } from '@quorum/testing/webauthn';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { submit } from './modules/applications/test-requests';
import { createMembersRepository } from './modules/members/members.repository';
import { memberWithRoles } from './testing/members';
import { buildTestApp, testClock, type TestApp } from './testing/build-test-app';
import { AS_QUORUM_CLIENT } from './testing/client-header';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from './testing/postgres-server';
import { signIn } from './testing/sign-in';
import { waitUntil } from './testing/wait-until';
import { closeEach } from './testing/close-each';

/**
 * Several API instances against one PostgreSQL: sessions, rate limits and idempotency keys live
 * in the database. Two real apps, A and B, on one database of a PostgreSQL server of
 * this spec's own (so it runs in both Jest runs), sharing a clock the tests move.
 */
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const TOO_MANY = { success: false, error: 'Too many requests. Please wait and try again.' };

describe('two API instances on one PostgreSQL database', () => {
  let server: PostgresServer;
  let a: TestApp;
  let b: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase('two_instances');
    // One deployment: one database and one data key (KYC identifiers either instance can read).
    const env = { DATABASE_URL: url, DATABASE_POOL_SIZE: '5', DATA_KEY: randomBytes(32).toString('hex') };
    a = await buildTestApp(env, { clock });
    b = await buildTestApp(env, { clock });
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => a?.close(),
      () => b?.close(),
      () => server?.stop(),
    ),
  );

  // Every test starts after all earlier windows (15 minutes for sign-in, an hour for submissions) have ended.
  beforeEach(() => clock.advance(2 * 60 * 60_000));

  const inject = (testApp: TestApp, options: InjectOptions) => testApp.app.inject(options);
  const askForLink = (testApp: TestApp, email: string, remoteAddress: string) =>
    inject(testApp, { method: 'POST', url: '/api/auth/magic-link', payload: { email }, remoteAddress });

  it('counts the per-email sign-in link limit on A and B together', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await askForLink(attempt % 2 === 0 ? a : b, 'ada@example.com', `10.0.1.${attempt + 1}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const testApp of [a, b]) {
      const refused = await askForLink(testApp, 'ada@example.com', '10.0.1.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(SIGN_IN_WINDOW_MS / 1000));
      expect(refused.json()).toEqual(TOO_MANY);
    }
    expect((await askForLink(b, 'grace@example.com', '10.0.1.99')).statusCode).toBe(200);
  });

  it('counts a per-IP limit on A and B together, and Retry-After counts down', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await askForLink(attempt % 2 === 0 ? a : b, `person${attempt}@example.com`, '203.0.113.9')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refusedByA = await askForLink(a, 'one-more@example.com', '203.0.113.9');
    expect(refusedByA.statusCode).toBe(429);
    expect(refusedByA.headers['retry-after']).toBe('900');
    expect(refusedByA.json()).toEqual(TOO_MANY);
    clock.advance(5 * 60_000);
    const refusedByB = await askForLink(b, 'another@example.com', '203.0.113.9');
    expect(refusedByB.statusCode).toBe(429);
    expect(refusedByB.headers['retry-after']).toBe('600');
    expect(refusedByB.json()).toEqual(TOO_MANY);
    expect((await askForLink(b, 'elsewhere@example.com', '203.0.113.10')).statusCode).toBe(200);
  });

  it('opens a new window on both instances once the old one ends', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await askForLink(attempt % 2 === 0 ? a : b, 'lin@example.com', '198.51.100.7');
    expect((await askForLink(a, 'lin@example.com', '198.51.100.8')).statusCode).toBe(429);
    clock.advance(SIGN_IN_WINDOW_MS - 1_000);
    expect((await askForLink(b, 'lin@example.com', '198.51.100.8')).statusCode).toBe(429);
    clock.advance(1_000);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await askForLink(attempt % 2 === 0 ? b : a, 'lin@example.com', '198.51.100.8')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('serves on B the settings an admin has just saved through A', async () => {
    const admin = await signIn(a.app, 'admin@example.com');
    const read = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json() as unknown;
    expect(await read(b.app)).toEqual({ success: true, settings: DEFAULT_NETWORK_SETTINGS });
    for (const [threshold, strategy] of [[65, 'Climate software.'], [40, 'Developer tools.']] as const) {
      const settings = { approvalThresholdPercent: threshold, investmentStrategy: strategy };
      const saved = await a.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: settings });
      expect(saved.statusCode).toBe(200);
      expect(await read(b.app)).toEqual({ success: true, settings: { ...DEFAULT_NETWORK_SETTINGS, ...settings } });
    }
  });

  it('honours on B a session started on A, and refuses it on B once it ended on A', async () => {
    const cookie = await memberWithRoles(a.app, 'sam@example.com', 'member');
    const sessionOn = async (testApp: TestApp) => (await inject(testApp, { method: 'GET', url: '/api/auth/session', headers: { cookie } })).json() as { success: boolean; email?: string };
    expect(await sessionOn(b)).toMatchObject({ success: true, email: 'sam@example.com' });
    expect((await inject(b, { method: 'GET', url: '/api/member/profile', headers: { cookie } })).statusCode).toBe(200);
    expect((await inject(a, { method: 'POST', url: '/api/logout', headers: { cookie, ...AS_QUORUM_CLIENT } })).statusCode).toBe(200);
    // B may have this session's lookup cached: it drops it when A's sign-out signal arrives (milliseconds on an idle machine).
    await waitUntil('B to refuse the ended session', async () => (await inject(b, { method: 'GET', url: '/api/member/profile', headers: { cookie } })).statusCode === 401);
    expect(await sessionOn(b)).toEqual({ success: false, message: 'Not signed in' });
  });

  it('finishes on B a passkey ceremony begun on A, once only, and B reads the confirmation A recorded', async () => {
    const cookie = await memberWithRoles(a.app, 'pia@example.com', 'member');
    const authenticator = createSoftAuthenticator({ origin: 'http://localhost:3000' });
    const post = (testApp: TestApp, url: string, payload?: object, withCookie = cookie) =>
      inject(testApp, { method: 'POST', url, headers: { ...AS_QUORUM_CLIENT, ...(withCookie ? { cookie: withCookie } : {}) }, ...(payload ? { payload } : {}) });
    const asked = (await post(a, '/api/member/passkeys/options')).json() as { challengeId: string; options: Parameters<typeof authenticator.register>[0] };
    expect((await post(b, '/api/member/passkeys', { challengeId: asked.challengeId, response: authenticator.register(asked.options) })).statusCode).toBe(200);

    // A sign-in challenge from A, answered on B, then the same answer on A: the second finds it spent.
    const ceremony = (await post(a, '/api/auth/passkey/options', undefined, '')).json() as { challengeId: string; options: Parameters<typeof authenticator.authenticate>[0] };
    const answer = { challengeId: ceremony.challengeId, response: authenticator.authenticate(ceremony.options) };
    const [onB, onA] = await Promise.all([post(b, '/api/auth/passkey/login', answer, ''), post(a, '/api/auth/passkey/login', answer, '')]);
    expect([onB.statusCode, onA.statusCode].sort()).toEqual([200, 401]);

    // An email-only session, confirmed on A, is read as confirmed on B, which then lets it add a second passkey.
    const byMail = await signIn(a.app, 'pia@example.com');
    expect((await post(b, '/api/member/passkeys/options', undefined, byMail)).statusCode).toBe(403);
    const confirm = (await post(a, '/api/auth/passkey/confirm/options', undefined, byMail)).json() as { challengeId: string; options: Parameters<typeof authenticator.authenticate>[0] };
    expect((await post(a, '/api/auth/passkey/confirm', { challengeId: confirm.challengeId, response: authenticator.authenticate(confirm.options) }, byMail)).statusCode).toBe(200);
    await waitUntil('B to read the confirmation', async () => (await post(b, '/api/member/passkeys/options', undefined, byMail)).statusCode === 200);
  });

  it('gives the same application for one idempotency key sent to A then B, and to both at once', async () => {
    const { applications } = a.app.db.tables;
    const count = async () => (await b.app.db.query((q) => q.select({ id: applications.id }).from(applications))).length;
    const before = await count();
    const answers = completeAnswers('Individual');
    const first = await submit(a.app, answers, { idempotencyKey: 'two-instances-0123456789' });
    const retried = await submit(b.app, answers, { idempotencyKey: 'two-instances-0123456789' });
    expect(first.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);

    const raced = await Promise.all([a, b, a, b].map((testApp) => submit(testApp.app, answers, { idempotencyKey: 'two-instances-race-0123456789' })));
    expect(raced.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(raced.map((answer) => (answer.json() as { submissionId: string }).submissionId)).size).toBe(1);
    expect(await count()).toBe(before + 2);
  });

  // The session cache (docs/flows/sign-in.md): a lookup cached on one instance never outlives a
  // change made on the other; the change reaches it by the database's signal when it commits.
  describe('cached session lookups', () => {
    const get = (testApp: TestApp, cookie: string, url: string) => inject(testApp, { method: 'GET', url, headers: { cookie } });
    const eventually = (check: () => Promise<boolean>) => waitUntil('the change to reach the other instance', check);
    const idOf = async (email: string) => (await createMembersRepository(a.app.db).findByEmail(email))?.id ?? '';

    it('refuses on A a member whose admin role was taken away on B', async () => {
      const cookie = await memberWithRoles(a.app, 'two-admin@example.com', 'admin');
      const adminOnB = await signIn(b.app, 'admin@example.com');
      expect((await get(a, cookie, '/api/admin/settings')).statusCode).toBe(200);
      const demoted = await inject(b, { method: 'PUT', url: `/api/admin/members/${await idOf('two-admin@example.com')}/roles`, headers: { cookie: adminOnB, ...AS_QUORUM_CLIENT }, payload: { role: 'member', allRoles: ['member'] } });
      expect(demoted.statusCode).toBe(200);
      await eventually(async () => (await get(a, cookie, '/api/admin/settings')).statusCode === 403);
    });

    it('ends on A the session of an entity’s representative replaced on B; the new one signs in on A', async () => {
      await createMembersRepository(a.app.db).create({ email: 'two-rep@example.com', role: 'member', allRoles: ['member'], memberType: 'Entity', representativeEmail: 'two-rep@example.com' }, a.app.clock.now());
      const cookie = await signIn(a.app, 'two-rep@example.com');
      const adminOnB = await signIn(b.app, 'admin@example.com');
      expect((await get(a, cookie, '/api/member/profile')).statusCode).toBe(200);
      const changed = await inject(b, {
        method: 'PUT',
        url: `/api/admin/members/${await idOf('two-rep@example.com')}/representative`,
        headers: { cookie: adminOnB, ...AS_QUORUM_CLIENT },
        payload: { name: 'Next Representative', title: 'CEO', email: 'two-next-rep@example.com', reason: 'Board resolution' },
      });
      expect(changed.statusCode).toBe(200);
      await eventually(async () => (await get(a, cookie, '/api/member/profile')).statusCode === 401);
      expect((await get(a, await signIn(a.app, 'two-next-rep@example.com'), '/api/member/profile')).statusCode).toBe(200);
    });

    it('ends on A a session signed out on B', async () => {
      const cookie = await memberWithRoles(a.app, 'two-leaver@example.com', 'member');
      expect((await get(a, cookie, '/api/member/profile')).statusCode).toBe(200);
      expect((await inject(b, { method: 'POST', url: '/api/logout', headers: { cookie, ...AS_QUORUM_CLIENT } })).statusCode).toBe(200);
      await eventually(async () => (await get(a, cookie, '/api/member/profile')).statusCode === 401);
    });

    it('asks the database while it cannot hear the other instance, and caches again once it can', async () => {
      const cookie = await memberWithRoles(a.app, 'two-deaf@example.com', 'admin');
      expect((await get(a, cookie, '/api/admin/settings')).statusCode).toBe(200);
      // Cut every listening connection: A and B reconnect by themselves, hearing nothing meanwhile.
      const client = new Client({ connectionString: server.url });
      await client.connect();
      try {
        expect((await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %'`)).rowCount).toBeGreaterThanOrEqual(2);
      } finally {
        await client.end();
      }
      const { members } = b.app.db.tables;
      // A change no signal announces: only a lookup in the database can see it.
      await b.app.db.query((q) => q.update(members).set({ role: 'member', allRoles: ['member'] }).where(eq(members.email, 'two-deaf@example.com')));
      await eventually(async () => (await get(a, cookie, '/api/admin/settings')).statusCode === 403);
    });
  });
});
