import { ApiProcess } from '../core/api-process';
import { call } from '../core/http';
import { routePolicies } from '../core/route-policies';
import { Seeder } from '../core/seed';
import { row, type Row, type Scenario } from '../core/types';

type Caller = 'anonymous' | 'member' | 'another_member' | 'network_member' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'member', 'another_member', 'network_member', 'admin'];
type Expectation = 401 | 403 | 'allowed' | 'refused';

const BY_POLICY: Record<string, Record<Caller, Expectation>> = {
  public: { anonymous: 'allowed', member: 'allowed', another_member: 'allowed', network_member: 'allowed', admin: 'allowed' },
  signedIn: { anonymous: 401, member: 'allowed', another_member: 'allowed', network_member: 'allowed', admin: 'allowed' },
  member: { anonymous: 401, member: 'allowed', another_member: 'allowed', network_member: 403, admin: 'allowed' },
  admin: { anonymous: 401, member: 403, another_member: 403, network_member: 403, admin: 'allowed' },
};

/** Dossiers are their owner's alone (admins may read): another member and a network member are refused. */
const isOwnedRoute = (url: string) => url.startsWith('/api/dossiers/:id');

function expected(access: string, url: string, method: string, caller: Caller): Expectation {
  const base = BY_POLICY[access]?.[caller] ?? 'allowed';
  if (!isOwnedRoute(url) || base !== 'allowed') return base;
  if (caller === 'another_member' || caller === 'network_member') return 'refused';
  if (caller === 'admin' && method !== 'GET') return 'refused';
  return 'allowed';
}

/** A body each dossier route accepts, naming the caller (the API checks that a given email is the caller's own). */
function bodyFor(email: string) {
  return {
    note: 'Bench note',
    url: 'https://bench-deal.example',
    value: 1_000_000,
    email,
    userEmail: email,
    userId: email,
    user: { email },
    content: 'Bench material',
    description: 'Bench',
    name: 'Bench deal',
    dossierName: 'Bench deal',
    materialId: 'does-not-exist',
    ids: ['does-not-exist'],
    teamMembers: [{ name: 'Dana Bench' }],
    investors: [{ name: 'Bench Capital' }],
    competitors: [{ name: 'Rival Inc' }],
    vehicleSettings: { vehicleId: 'quorum-main', carryPercent: 10 },
  };
}

/** Every route × anonymous, member, another member, network member and admin, checked and printed. */
export const authzMatrixScenario: Scenario = {
  id: 'authz-matrix',
  title: 'Authorization matrix',
  async run(): Promise<Row[]> {
    const policies = await routePolicies();
    const api = new ApiProcess();
    await api.start();
    const seeder = new Seeder(api);
    try {
      const people: Record<Caller, { email: string; cookie?: string }> = {
        anonymous: { email: 'nobody@bench.example' },
        member: await seeder.signedIn('owner@bench.example'),
        another_member: await seeder.signedIn('other@bench.example'),
        network_member: await seeder.signedIn('network@bench.example', 'network_member'),
        admin: await seeder.signedIn('admin@bench.example', 'admin', ['admin', 'member']),
      };
      const created = await call(api.url, 'POST', '/api/dossiers', { cookie: people.member.cookie, body: { userId: people.member.email, user: { email: people.member.email } } });
      const dossierId = String((created.json?.['dossier'] as { dossierId?: string } | undefined)?.dossierId ?? 'missing');
      const lines: string[] = [`${'route'.padEnd(58)} ${'policy'.padEnd(8)} anon member other network admin`];
      const mismatches: string[] = [];
      for (const { method, url, access } of policies) {
        if (url === '/api/logout') continue;
        const concrete = url.replace(/:id\b/, isOwnedRoute(url) ? dossierId : 'does-not-exist').replace(/:(\w+)/g, 'does-not-exist');
        const cells: string[] = [];
        for (const caller of CALLERS) {
          const person = people[caller];
          const withBody = method !== 'GET' ? { body: bodyFor(person.email) } : {};
          const answer = await call(api.url, method, concrete, { ...(person.cookie ? { cookie: person.cookie } : {}), ...withBody, headers: { 'x-forwarded-for': `198.18.9.${CALLERS.indexOf(caller) + 1}` } });
          const want = expected(access, url, method, caller);
          const refused = answer.status === 401 || answer.status === 403 || (isOwnedRoute(url) && answer.status === 404);
          const ok = want === 'allowed' ? !refused || answer.status === 404 : want === 'refused' ? refused : answer.status === want;
          if (!ok) mismatches.push(`${method} ${url} as ${caller}: ${answer.status}, expected ${want}`);
          cells.push(`${answer.status}${ok ? ' ' : '!'}`.padEnd(caller === 'anonymous' ? 5 : caller === 'member' || caller === 'another_member' ? 7 : 8));
        }
        lines.push(`${`${method} ${url}`.padEnd(58)} ${access.padEnd(8)} ${cells.join('')}`);
      }
      const checks = (lines.length - 1) * CALLERS.length;
      return [
        {
          ...row('authorization matrix (routes × 5 callers, "another member" on owned dossiers)', `${lines.length - 1} routes × 5 callers = ${checks} checks · ${mismatches.length} mismatches${mismatches.length ? `: ${mismatches.slice(0, 4).join('; ')}` : ''}`, 'every answer as declared', mismatches.length === 0 && dossierId !== 'missing', { routes: lines.length - 1, checks, mismatches: mismatches.length }),
          details: `${lines.join('\n')}\n\n(! marks an answer that is not what the route's policy says; 404 on an owned dossier counts as refused)`,
        },
      ];
    } finally {
      await seeder.close();
      await api.dispose();
    }
  },
};
