import { useTestApp } from '../../testing/use-test-app';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';

describe('admin: members and their roles', () => {
  let admin: string;

  const testApp = useTestApp();

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    await memberWithRoles(testApp.app, 'ann@example.com', 'member');
  });

  const list = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/admin/members', headers: { cookie: admin } })).json() as {
      members: Array<{ id: string; email: string; role: string; allRoles: string[] }>;
    };

  it('lists every member with roles', async () => {
    const { members } = await list();
    expect(members.map((member) => [member.email, member.role])).toEqual([
      ['admin@example.com', 'admin'],
      ['ann@example.com', 'member'],
    ]);
  });

  it('changes a member to network_member, which takes effect on their next request', async () => {
    const ann = (await list()).members.find((member) => member.email === 'ann@example.com');
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${ann?.id}/roles`,
      headers: { cookie: admin },
      payload: { role: 'network_member', allRoles: ['network_member'] },
    });
    expect(changed.json()).toMatchObject({ success: true, member: { email: 'ann@example.com', role: 'network_member' } });
    const annCookie = await signIn(testApp.app, 'ann@example.com');
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: annCookie } });
    expect(session.json()).toMatchObject({ role: 'network_member', allRoles: ['network_member'] });
  });

  it('refuses a main role outside allRoles, and an admin removing their own admin role', async () => {
    const self = (await list()).members.find((member) => member.email === 'admin@example.com');
    const outside = await testApp.app.inject({ method: 'PUT', url: `/api/admin/members/${self?.id}/roles`, headers: { cookie: admin }, payload: { role: 'admin', allRoles: ['member'] } });
    expect(outside.statusCode).toBe(400);
    // A role named twice, or a field the API does not know, is refused rather than stored or ignored.
    for (const payload of [{ role: 'admin', allRoles: ['admin', 'admin', 'member'] }, { role: 'admin', allRoles: ['admin'], extra: true }]) {
      expect((await testApp.app.inject({ method: 'PUT', url: `/api/admin/members/${self?.id}/roles`, headers: { cookie: admin }, payload })).statusCode).toBe(400);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/members', headers: { cookie: admin } })).json().members.find((member: { id: string }) => member.id === self?.id)?.allRoles).toEqual(self?.allRoles);
    const demote = await testApp.app.inject({ method: 'PUT', url: `/api/admin/members/${self?.id}/roles`, headers: { cookie: admin }, payload: { role: 'member', allRoles: ['member'] } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ success: false, error: 'You cannot remove your own admin role' });
  });

  it('answers 404 for an unknown member', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/admin/members/nobody/roles', headers: { cookie: admin }, payload: { role: 'member', allRoles: ['member'] } });
    expect(response.statusCode).toBe(404);
  });
});
