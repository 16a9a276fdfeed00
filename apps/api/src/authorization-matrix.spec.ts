import { MEMBER_EVENTS_PATH } from '@quorum/domain';
import type { Access } from './plugins/access.types';
import { memberWithRoles } from './testing/members';
import { useTestApp } from './testing/use-test-app';
import { AS_QUORUM_CLIENT } from './testing/client-header';
import { signIn } from './testing/sign-in';

type Caller = 'anonymous' | 'member' | 'network_member' | 'admin';

/** What each caller must get from a route of each policy: refused with this status, or let through. */
const EXPECTED: Record<Access, Record<Caller, 401 | 403 | 'allowed'>> = {
  public: { anonymous: 'allowed', member: 'allowed', network_member: 'allowed', admin: 'allowed' },
  signedIn: { anonymous: 401, member: 'allowed', network_member: 'allowed', admin: 'allowed' },
  member: { anonymous: 401, member: 'allowed', network_member: 403, admin: 'allowed' },
  admin: { anonymous: 401, member: 403, network_member: 403, admin: 'allowed' },
};

describe('authorization matrix: every /api route against every kind of caller (roles)', () => {
  const cookies: Partial<Record<Caller, string>> = {};
  const matrix: string[] = [];

  afterAll(async () => {
    console.log(`authorization matrix (route · anonymous member network_member admin):\n${matrix.join('\n')}`);
  });

  const testApp = useTestApp();

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
      const concreteUrl = url.replace(/:(\w+)/g, 'does-not-exist');
      const row: string[] = [];
      for (const caller of ['anonymous', 'member', 'network_member', 'admin'] as const) {
        const cookie = cookies[caller];
        // As the apps call: their client marks every request (docs/security/cross-site-requests.md).
        // A live stream never ends by itself: its answer is taken once its headers are written (the app's close ends the stream).
        const response = await testApp.app.inject({ method: method as 'GET', url: concreteUrl, headers: { ...AS_QUORUM_CLIENT, ...(cookie ? { cookie } : {}) }, ...(url === MEMBER_EVENTS_PATH ? { payloadAsStream: true } : {}) });
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
});
