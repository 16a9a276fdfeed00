import type { LightMyRequestResponse } from 'fastify';
import { authResponseSchema, MEMBER_EVENTS_PATH, PASSKEY_MESSAGES, passkeyRequiredSchema } from '@quorum/domain';
import type { Access } from './plugins/access.types';
import { createMembersRepository } from './modules/members/members.repository';
import { testClock } from './testing/build-test-app';
import { memberWithRoles } from './testing/members';
import { useTestApp } from './testing/use-test-app';
import { AS_QUORUM_CLIENT } from './testing/client-header';
import { confirmAdmin, latestSignIn, signIn, signInByEmail } from './testing/sign-in';

type Caller = 'anonymous' | 'member' | 'network_member' | 'admin';

/** What each caller must get from a route of each policy: refused with this status, or let through. */
const EXPECTED: Record<Access, Record<Caller, 401 | 403 | 'allowed'>> = {
  public: { anonymous: 'allowed', member: 'allowed', network_member: 'allowed', admin: 'allowed' },
  signedIn: { anonymous: 401, member: 'allowed', network_member: 'allowed', admin: 'allowed' },
  member: { anonymous: 401, member: 'allowed', network_member: 403, admin: 'allowed' },
  admin: { anonymous: 401, member: 403, network_member: 403, admin: 'allowed' },
};

/**
 * The routes that take a passkey confirmation in the last 10 minutes (`config.confirm: 'recent'`):
 * the most sensitive admin actions (docs/flows/sign-in.md#admins). A route added to them, or taken
 * off, changes this list on purpose.
 */
const RECENT_CONFIRMATION = [
  'POST /api/admin/members/:memberId/passkeys/reset',
  'PUT /api/admin/members/:id/roles',
  'POST /api/admin/applications/:id/reveal',
  'GET /api/admin/applications/:id/documents/:documentId',
  'POST /api/admin/webhook-secret',
  'POST /api/admin/screening/lists',
  'POST /api/admin/data-requests/:id/erase',
  'PUT /api/admin/members/:id/representative',
  'POST /api/admin/representative-requests/:id/approve',
  'POST /api/admin/rounds',
  'POST /api/admin/rounds/:id/confirm',
  'PUT /api/admin/settings',
];

/** The route as a request reaches it: a made-up id in every parameter; a live stream answered once its headers are written. */
const requestOf = (method: string, url: string, cookie: string | undefined) => ({
  method: method as 'GET',
  url: url.replace(/:(\w+)/g, 'does-not-exist'),
  // As the apps call: their client marks every request (docs/security/cross-site-requests.md).
  headers: { ...AS_QUORUM_CLIENT, ...(cookie ? { cookie } : {}) },
  ...(url === MEMBER_EVENTS_PATH ? { payloadAsStream: true } : {}),
});

/**
 * Refused by a route's policy (the access plugin's answers), not by what the route itself decided
 * (adding a second passkey, say, takes a recent confirmation: a 403 of the passkeys service).
 */
const refusedByPolicy = (response: LightMyRequestResponse) =>
  response.statusCode === 401 || (response.statusCode === 403 && (passkeyAsked(response) !== undefined || (response.json() as { error?: string }).error === 'You do not have access to this'));

/** The refusal that asks for a passkey, as the body says it; undefined for any other answer. */
const passkeyAsked = (response: LightMyRequestResponse) => (response.statusCode === 403 ? passkeyRequiredSchema.safeParse(response.json()).data : undefined);

describe('authorization matrix: every /api route against every kind of caller (roles)', () => {
  const cookies: Partial<Record<Caller, string>> = {};
  const matrix: string[] = [];
  const clock = testClock();

  afterAll(async () => {
    console.log(`authorization matrix (route · anonymous member network_member admin):\n${matrix.join('\n')}`);
  });

  const testApp = useTestApp({}, { clock });

  beforeAll(async () => {
    cookies.admin = await signIn(testApp.app, 'admin@example.com');
    cookies.member = await memberWithRoles(testApp.app, 'member@example.com', 'member');
    cookies.network_member = await memberWithRoles(testApp.app, 'network@example.com', 'network_member');
  });

  it('knows every route, and every route declares a policy', () => {
    expect(testApp.app.routePolicies.length).toBeGreaterThan(10);
    expect(testApp.app.routePolicies.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/member/profile', '/api/admin/settings', '/api/login', '/api/report/check-deck']));
  });

  it('answers each caller as the route policy says', async () => {
    const mismatches: string[] = [];
    const policies = testApp.app.routePolicies.filter((route) => route.method !== 'HEAD' && route.url !== '/api/logout');
    for (const { method, url, access } of policies) {
      const row: string[] = [];
      for (const caller of ['anonymous', 'member', 'network_member', 'admin'] as const) {
        // A live stream never ends by itself: its answer is taken once its headers are written (the app's close ends the stream).
        const response = await testApp.app.inject(requestOf(method, url, cookies[caller]));
        const expected = EXPECTED[access][caller];
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const ok = expected === 'allowed' ? !refused : response.statusCode === expected;
        if (!ok) mismatches.push(`${method} ${url} (${access}) as ${caller}: got ${response.statusCode}, expected ${expected}`);
        row.push(String(response.statusCode));
      }
      matrix.push(`${method.padEnd(6)} ${url.padEnd(48)} ${access.padEnd(8)} ${row.join(' ')}`);
    }
    expect(mismatches).toEqual([]);
  });
  it('refuses every admin route to an admin whose session no passkey confirmed, asking for the passkey; elsewhere they are a member', async () => {
    // The seeded admin holds a passkey (signIn made it): an email sign-in alone stands at 'confirm'.
    // Another admin, promoted and without one, stands at 'setup'.
    const unconfirmed = await signInByEmail(testApp.app, 'admin@example.com');
    await createMembersRepository(testApp.app.db).create({ email: 'new-admin@example.com', role: 'admin', allRoles: ['admin'] }, testApp.app.clock.now());
    const withoutPasskey = await signInByEmail(testApp.app, 'new-admin@example.com');
    const mismatches: string[] = [];
    const policies = testApp.app.routePolicies.filter((route) => route.method !== 'HEAD' && route.url !== '/api/logout');
    for (const { method, url, access } of policies) {
      for (const [cookie, asked, error] of [[unconfirmed, 'confirm', PASSKEY_MESSAGES.adminConfirm], [withoutPasskey, 'setup', PASSKEY_MESSAGES.adminSetup]] as const) {
        const response = await testApp.app.inject(requestOf(method, url, cookie));
        if (access === 'admin') {
          const body = passkeyAsked(response);
          if (body?.passkey !== asked || body.error !== error) mismatches.push(`${method} ${url} (admin) as an admin at '${asked}': got ${response.statusCode} ${response.body.slice(0, 120)}`);
        } else if (EXPECTED[access].member !== 'allowed' && response.statusCode !== EXPECTED[access].member) {
          mismatches.push(`${method} ${url} (${access}) as an admin at '${asked}': got ${response.statusCode}, expected ${EXPECTED[access].member}`);
        } else if (EXPECTED[access].member === 'allowed' && refusedByPolicy(response)) {
          mismatches.push(`${method} ${url} (${access}) as an admin at '${asked}': got ${response.statusCode}, expected what a member gets`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('marks exactly the most sensitive admin routes, and refuses each 10 minutes and a second after the confirmation until the admin confirms again', async () => {
    // HEAD answers as its GET does: the list names the GET.
    const marked = testApp.app.routePolicies.filter((route) => route.confirm === 'recent' && route.method !== 'HEAD');
    expect(marked.map((route) => `${route.method} ${route.url}`).sort()).toEqual([...RECENT_CONFIRMATION].sort());
    expect(marked.every((route) => route.access === 'admin')).toBe(true);

    const admin = cookies.admin ?? '';
    await confirmAdmin(testApp.app, admin, 'admin@example.com');
    clock.advance(10 * 60_000 + 1000);
    const stale: string[] = [];
    for (const { method, url } of marked) {
      const body = passkeyAsked(await testApp.app.inject(requestOf(method, url, admin)));
      if (body?.passkey !== 'confirm' || body.error !== PASSKEY_MESSAGES.confirmAgain) stale.push(`${method} ${url} served 10 minutes and a second after the confirmation`);
    }
    expect(stale).toEqual([]);
    // The 12 hours still hold for the other admin routes.
    expect((await testApp.app.inject(requestOf('GET', '/api/admin/settings', admin))).statusCode).toBe(200);

    await confirmAdmin(testApp.app, admin, 'admin@example.com');
    for (const { method, url } of marked) {
      const response = await testApp.app.inject(requestOf(method, url, admin));
      if (response.statusCode === 401 || response.statusCode === 403) stale.push(`${method} ${url} refused (${response.statusCode}) just after a confirmation`);
    }
    expect(stale).toEqual([]);
  });

  it('refuses every admin route 12 hours and a second after the confirmation, asking for a step-up, and to the admin’s mobile token whenever it comes', async () => {
    const admin = cookies.admin ?? '';
    await confirmAdmin(testApp.app, admin, 'admin@example.com');
    // The admin's mobile token, from an email sign-in as the mobile app makes one: a bearer credential no passkey confirms.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'admin@example.com' } });
    const login = authResponseSchema.parse((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: (await latestSignIn(testApp.app, 'admin@example.com'))?.token } })).json());
    const mobileToken = login.success ? login.mobileToken : undefined;
    expect(mobileToken).toMatch(/^[\w-]{32}$/);
    const adminRoutes = testApp.app.routePolicies.filter((route) => route.access === 'admin' && route.method !== 'HEAD');
    const served: string[] = [];
    for (const { method, url } of adminRoutes) {
      // While the admin's session is confirmed, the token alone (no cookie): never let through.
      const request = requestOf(method, url, undefined);
      const byToken = await testApp.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${mobileToken}` } });
      if (!refusedByPolicy(byToken)) served.push(`${method} ${url} answered ${byToken.statusCode} to the admin’s mobile token`);
    }
    clock.advance(12 * 60 * 60_000 + 1000);
    for (const { method, url } of adminRoutes) {
      const body = passkeyAsked(await testApp.app.inject(requestOf(method, url, admin)));
      if (body?.passkey !== 'confirm' || body.error !== PASSKEY_MESSAGES.adminConfirm) served.push(`${method} ${url} not refused 12 hours and a second after the confirmation`);
    }
    expect(served).toEqual([]);
    await confirmAdmin(testApp.app, admin, 'admin@example.com');
    expect((await testApp.app.inject(requestOf('GET', '/api/admin/settings', admin))).statusCode).toBe(200);
  });
});
