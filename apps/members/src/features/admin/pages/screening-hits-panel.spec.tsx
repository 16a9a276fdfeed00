import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkIdle, type FakeRequest } from '../../../testing/fake-server';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';
import type { AdminMember } from '@quorum/domain';
import { COUNTS, DETAIL, SUMMARY } from '../admin-fixtures';
import { APPLICATION_HIT, MEMBER_HIT, resolvedHit } from '../screening-fixtures';

const BOB: AdminMember = { id: 'm-bob', email: 'bob@example.com', name: 'Bob Stone', role: 'member', allRoles: ['member'], state: 'active', memberType: 'Individual', organizationName: null, createdAt: '2026-03-01T10:00:00.000Z' };

describe('the open screening hits (Admin Dashboard)', () => {
  it('lists the open hits on applications and members, resolves a member’s as a true match, and reactivates the member after a confirmation', async () => {
    const user = userEvent.setup();
    let hits = [APPLICATION_HIT, MEMBER_HIT];
    let reactivated = false;
    const suspended = () => !reactivated && hits.some((hit) => hit.id === MEMBER_HIT.id && hit.status === 'true_match');
    const writes: FakeRequest[] = [];
    const { server } = renderSignedIn('/admin/dashboard?tab=screening', {
      as: ADMIN,
      routes: {
        'GET /api/admin/screening/hits': (request) => ({ body: { success: true, hits: request.query.get('status') === 'all' ? hits : hits.filter((hit) => hit.status === 'open') } }),
        'GET /api/admin/members': () => ({ body: { success: true, members: [{ ...BOB, state: suspended() ? 'suspended' : 'active' }] } }),
        'POST /api/admin/screening/hits/:id/resolve': (request) => {
          writes.push(request);
          const { resolution, note } = request.body as { resolution: 'true_match'; note: string };
          hits = hits.map((hit) => (hit.id === request.params['id'] ? resolvedHit(hit, resolution, note) : hit));
          return { body: { success: true, hit: hits.find((hit) => hit.id === request.params['id']) } };
        },
        'POST /api/admin/members/:id/reactivate': (request) => {
          writes.push(request);
          reactivated = true;
          return { body: { success: true, memberId: 'm-bob', state: 'active' } };
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Screening hits' }, { timeout: 5000 })).toHaveAttribute('aria-current', 'page');
    const open = await screen.findByRole('list', { name: 'Open screening hits' });
    expect(screen.getByRole('heading', { level: 2, name: 'Open screening hits' })).toBeVisible();
    expect(within(open).getAllByRole('article')).toHaveLength(2);
    expect(within(open).getByRole('link', { name: 'Open the application of Grace Hopper' })).toHaveAttribute('href', '/admin/dashboard?tab=applications&application=app_1');
    expect(within(open).getByRole('link', { name: 'Member Bob Stone in Members and roles' })).toHaveAttribute('href', '/admin/dashboard?tab=members');
    expect(await screen.findByText('No true match on a member.')).toBeVisible();

    const bob = within(open).getByRole('article', { name: /^Bob Stone, member/ });
    expect(bob).toHaveTextContent('Score 84 / 100 · Open');
    expect(within(bob).queryByRole('button', { name: 'Reactivate access' })).toBeNull();
    await user.click(within(bob).getByRole('radio', { name: 'True match' }));
    await user.type(within(bob).getByRole('textbox', { name: /Note/ }), 'Same DOB');
    await user.click(within(bob).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(writes[0]?.body).toEqual({ resolution: 'true_match', note: 'Same DOB' }));

    const paused = await screen.findByRole('list', { name: 'True matches on members' });
    const pausedBob = within(paused).getByRole('article', { name: /^Bob Stone, member/ });
    expect(pausedBob).toHaveTextContent('True match: resolved by ada@example.com on Nov 22, 2026 · “Same DOB”');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Open screening hits' })).getAllByRole('article')).toHaveLength(1));

    // The true match suspended Bob: the members list, read again, says so.
    await user.click(await within(pausedBob).findByRole('button', { name: 'Reactivate access' }));
    const confirm = within(pausedBob).getByRole('group', { name: 'Confirm reactivating Bob Stone' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes).toHaveLength(1);
    await user.click(within(pausedBob).getByRole('button', { name: 'Reactivate access' }));
    await user.click(within(pausedBob).getByRole('button', { name: 'Yes, reactivate' }));
    expect(await within(pausedBob).findByRole('status')).toHaveTextContent('Access of Bob Stone reactivated.');
    expect(writes[1]?.path).toBe('/api/admin/members/m-bob/reactivate');
    // Both reads of hits are asked again after the resolution and after the reactivation.
    await waitFor(() => expect(server.count('GET /api/admin/screening/hits')).toBe(6));
    await networkIdle();
  });

  it('offers no reactivation for a member whose access is already active', async () => {
    const matched = resolvedHit(MEMBER_HIT, 'true_match', 'Same DOB');
    renderSignedIn('/admin/dashboard?tab=screening', {
      as: ADMIN,
      routes: {
        'GET /api/admin/screening/hits': (request) => ({ body: { success: true, hits: request.query.get('status') === 'all' ? [matched] : [] } }),
        'GET /api/admin/members': { body: { success: true, members: [BOB] } },
      },
    });
    const list = await screen.findByRole('list', { name: 'True matches on members' }, { timeout: 5000 });
    expect(await within(list).findByText('Access of Bob Stone: active.')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Reactivate access' })).toBeNull();
  });

  it('opens the application of a hit from the list', async () => {
    const user = userEvent.setup();
    renderSignedIn('/admin/dashboard?tab=screening', {
      as: ADMIN,
      routes: {
        'GET /api/admin/screening/hits': { body: { success: true, hits: [APPLICATION_HIT] } },
        'GET /api/admin/applications': { body: { success: true, applications: [SUMMARY], total: 1, counts: COUNTS } },
        'GET /api/admin/applications/:id': { body: { success: true, application: DETAIL } },
        'GET /api/admin/applications/:id/screening': { body: { success: true, hits: [APPLICATION_HIT], pepAnswer: 'Yes', screenedAt: APPLICATION_HIT.createdAt, blocksApproval: true } },
        'GET /api/admin/screening/lists': { body: { success: true, lists: [] } },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Open the application of Grace Hopper' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeVisible();
    expect(await screen.findByText("Applicant's answer: Yes")).toBeVisible();
  });

  it('shows that nothing is open', async () => {
    renderSignedIn('/admin/dashboard?tab=screening', { as: ADMIN, routes: { 'GET /api/admin/screening/hits': { body: { success: true, hits: [] } } } });
    expect(await screen.findByText('No open hits: every match has been resolved.', {}, { timeout: 5000 })).toBeVisible();
  });
});
