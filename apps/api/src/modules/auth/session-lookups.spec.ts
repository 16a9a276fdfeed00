import { eq } from 'drizzle-orm';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createMembersRepository } from '../members/members.repository';
import { seedDeals } from '../review-agent/testing/seed-deals';

/**
 * Signed-in requests find their session in the session cache (docs/flows/sign-in.md): what it
 * serves must never outlive a change to the member's access. On both databases.
 */
describe('session lookups', () => {
  const testApp = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const get = (cookie: string, url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const idOf = async (email: string) => (await createMembersRepository(testApp.app.db).findByEmail(email))?.id ?? '';

  it('serves a repeated lookup from the cache: a change written past the members repository is not seen', async () => {
    // A member, not an admin: an admin's sign-in adds a passkey, whose announcement (on PostgreSQL, a
    // notification that may arrive after the first request) would empty the cache this test reads.
    const cookie = await memberWithRoles(testApp.app, 'cached@example.com', 'member');
    expect((await get(cookie, '/api/deals')).statusCode).toBe(200);
    const { members } = testApp.app.db.tables;
    // Not how Quorum changes roles (the repository announces it): this shows the lookup is not made again.
    await testApp.app.db.query((q) => q.update(members).set({ role: 'network_member', allRoles: ['network_member'] }).where(eq(members.email, 'cached@example.com')));
    expect((await get(cookie, '/api/deals')).statusCode).toBe(200);
    await createMembersRepository(testApp.app.db).setRoles(await idOf('cached@example.com'), 'network_member', ['network_member'], testApp.app.clock.now());
    expect((await get(cookie, '/api/deals')).statusCode).toBe(403);
  });

  it('refuses a demoted admin on the very next request', async () => {
    const cookie = await memberWithRoles(testApp.app, 'demoted@example.com', 'admin');
    expect((await get(cookie, '/api/admin/settings')).statusCode).toBe(200);
    const demoted = await testApp.app.inject({ method: 'PUT', url: `/api/admin/members/${await idOf('demoted@example.com')}/roles`, headers: { cookie: admin, ...AS_QUORUM_CLIENT }, payload: { role: 'member', allRoles: ['member'] } });
    expect(demoted.statusCode).toBe(200);
    expect((await get(cookie, '/api/admin/settings')).statusCode).toBe(403);
    expect((await get(cookie, '/api/member/profile')).statusCode).toBe(200);
  });

  it('ends a session at sign-out, at once, and no other', async () => {
    const first = await memberWithRoles(testApp.app, 'leaver@example.com', 'member');
    const second = await signIn(testApp.app, 'leaver@example.com');
    expect((await get(first, '/api/member/profile')).statusCode).toBe(200);
    expect((await get(second, '/api/member/profile')).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: first, ...AS_QUORUM_CLIENT } })).statusCode).toBe(200);
    expect((await get(first, '/api/member/profile')).statusCode).toBe(401);
    expect((await get(second, '/api/member/profile')).statusCode).toBe(200);
  });

  it('casts a vote under the member\u2019s new name on the next request', async () => {
    const cookie = await memberWithRoles(testApp.app, 'renamed@example.com', 'member');
    const [deal] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'someone@example.com' });
    const vote = () => testApp.app.inject({ method: 'POST', url: `/api/report/${deal}/vote`, headers: { cookie, ...AS_QUORUM_CLIENT }, payload: { vote: 'Yes' } });
    expect((await vote()).statusCode).toBe(200);
    await createMembersRepository(testApp.app.db).saveProfile(await idOf('renamed@example.com'), { firstName: 'Renée', lastName: 'Roux' }, testApp.app.clock.now());
    expect((await vote()).statusCode).toBe(200);
    const { reportVotes } = testApp.app.db.tables;
    const names = (await testApp.app.db.query((q) => q.select({ voterName: reportVotes.voterName, role: reportVotes.role }).from(reportVotes).where(eq(reportVotes.reportId, deal ?? '')))).filter((row) => row.role === 'member');
    expect(names).toEqual([{ voterName: 'Renée R.', role: 'member' }]);
  });
});
