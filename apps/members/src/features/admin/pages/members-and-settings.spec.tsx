import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMember } from '@quorum/domain';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

const BOB: AdminMember = { id: 'm-bob', email: 'bob@example.com', name: 'Bob Stone', role: 'member', allRoles: ['member'], state: 'active', memberType: 'Individual', createdAt: '2026-03-01T10:00:00.000Z' };

describe('members and their roles (Admin Dashboard)', () => {
  it('makes a member a network member', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSignedIn('/admin/dashboard?tab=members', {
      as: ADMIN,
      routes: {
        'GET /api/admin/members': { body: { success: true, members: [BOB] } },
        'PUT /api/admin/members/:id/roles': (request) => {
          sent = request.body;
          return { body: { success: true, member: { ...BOB, ...(request.body as object) } } };
        },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'bob@example.com' }, { timeout: 5000 });
    const save = within(row).getByRole('button', { name: 'Save roles' });
    expect(save).toBeDisabled();
    await user.click(within(row).getByRole('checkbox', { name: 'Member' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Network member' }));
    await user.click(save);
    await waitFor(() => expect(sent).toEqual({ role: 'network_member', allRoles: ['network_member'] }));
    expect(await screen.findByText('Roles of bob@example.com saved')).toBeVisible();
  });
});

describe('/admin/settings (Parameters and investment strategy)', () => {
  it('edits the approval threshold and the investment strategy', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSignedIn('/admin/settings', {
      as: ADMIN,
      routes: {
        'GET /api/admin/settings': { body: { success: true, settings: { approvalThresholdPercent: 50, investmentStrategy: 'Early-stage technology.' } } },
        'PUT /api/admin/settings': (request) => {
          sent = request.body;
          return { body: { success: true, settings: request.body } };
        },
      },
    });
    const threshold = await screen.findByLabelText('Approval threshold (%)', {}, { timeout: 5000 });
    expect(screen.getByText('Parameters and investment strategy')).toBeVisible();
    await user.clear(threshold);
    await user.type(threshold, '0');
    expect(screen.getByText('A whole number from 1 to 100')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.clear(threshold);
    await user.type(threshold, '60');
    await user.type(screen.getByLabelText('Investment strategy'), ' No crypto.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // Every field is sent: the decision rules the page was given (their defaults here) with the change.
    await waitFor(() => expect(sent).toEqual({ ...DEFAULT_NETWORK_SETTINGS, approvalThresholdPercent: 60, investmentStrategy: 'Early-stage technology. No crypto.' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
  });
});
