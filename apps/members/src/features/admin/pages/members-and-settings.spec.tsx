import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMember, RepresentativeRequest } from '@quorum/domain';
import { PENDING_REPRESENTATIVE_REQUEST } from '../../../testing/representative-fixtures';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

const BOB: AdminMember = { id: 'm-bob', email: 'bob@example.com', name: 'Bob Stone', role: 'member', allRoles: ['member'], state: 'active', memberType: 'Individual', organizationName: null, createdAt: '2026-03-01T10:00:00.000Z' };

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

describe('a member who lost the device with their passkey (Admin Dashboard, members)', () => {
  it('removes their passkeys after saying what it does, and offers no such button on the admin’s own row', async () => {
    const user = userEvent.setup();
    const resets: string[] = [];
    const self: AdminMember = { ...BOB, id: ADMIN.memberId ?? 'm-admin', email: ADMIN.email, name: 'Ada Admin', role: 'admin', allRoles: ['admin'] };
    renderSignedIn('/admin/dashboard?tab=members', {
      as: ADMIN,
      routes: {
        'GET /api/admin/members': { body: { success: true, members: [BOB, self] } },
        'POST /api/admin/members/:id/passkeys/reset': (request) => {
          resets.push(request.params['id'] ?? '');
          return { body: { success: true, removed: 2 } };
        },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'bob@example.com' }, { timeout: 5000 });
    expect(within(await screen.findByRole('listitem', { name: ADMIN.email })).queryByRole('button', { name: /Remove the passkeys/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Remove the passkeys of bob@example.com' }));
    const ask = within(row).getByRole('group', { name: 'Remove the passkeys of bob@example.com' });
    expect(within(ask).getByText(/Their open sessions end and they are emailed/)).toBeVisible();
    expect(within(ask).getByRole('button', { name: 'Remove passkeys' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(resets).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Remove the passkeys of bob@example.com' }));
    await user.click(within(row).getByRole('button', { name: 'Remove passkeys' }));
    expect(await screen.findByText('Removed 2 passkeys of bob@example.com, who was signed out and emailed.')).toBeVisible();
    expect(resets).toEqual(['m-bob']);
    expect(within(row).queryByRole('group', { name: 'Remove the passkeys of bob@example.com' })).toBeNull();
  });
});

const ACME: AdminMember = { ...BOB, id: 'm-acme', email: 'grace@acme.example.com', name: 'Grace Hopper', memberType: 'Entity', organizationName: 'Acme Holdings' };
const REQUEST: RepresentativeRequest = { ...PENDING_REPRESENTATIVE_REQUEST, note: 'Katherine runs the fund from June' };

describe("an entity's representative (Admin Dashboard, members)", () => {
  it('shows an entity by its name and hands it to a new representative, with a reason', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSignedIn('/admin/dashboard?tab=members', {
      as: ADMIN,
      routes: {
        'GET /api/admin/members': { body: { success: true, members: [BOB, ACME] } },
        'PUT /api/admin/members/:id/representative': (request) => {
          sent = { id: request.params['id'], body: request.body };
          return { body: { success: true, member: { ...ACME, email: 'katherine@acme.example.com', name: 'Katherine Johnson' } } };
        },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'grace@acme.example.com' }, { timeout: 5000 });
    expect(within(row).getByText('Acme Holdings')).toBeVisible();
    expect(within(row).getByText(/represented by Grace Hopper \(grace@acme\.example\.com\) · Entity/)).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'bob@example.com' })).queryByRole('button', { name: 'Change representative' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Change representative' }));
    const form = within(row).getByRole('form', { name: 'Change the representative of Acme Holdings' });
    await user.click(within(form).getByRole('button', { name: 'Change representative' }));
    expect(within(form).getByText('Enter the new representative’s full legal name')).toBeVisible();
    expect(within(form).getByText('Say why: it is kept in the audit log')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(within(form).getByLabelText(/Full legal name/), 'Katherine Johnson');
    await user.type(within(form).getByLabelText(/Title/), 'Managing Member');
    await user.type(within(form).getByLabelText(/Email/), 'Katherine@acme.example.com');
    await user.type(within(form).getByLabelText(/Reason/), 'Grace left the company');
    await user.click(within(form).getByRole('button', { name: 'Change representative' }));
    await waitFor(() => expect(sent).toEqual({ id: 'm-acme', body: { name: 'Katherine Johnson', title: 'Managing Member', email: 'katherine@acme.example.com', reason: 'Grace left the company' } }));
    expect(await screen.findByText('katherine@acme.example.com now represents Acme Holdings')).toBeVisible();
  });

  it('shows a pending request above the members; approving sends it, declining needs a reason', async () => {
    const user = userEvent.setup();
    const decisions: Array<{ id: string | undefined; decision: string | undefined; body: unknown }> = [];
    renderSignedIn('/admin/dashboard?tab=members', {
      as: ADMIN,
      routes: {
        'GET /api/admin/members': { body: { success: true, members: [ACME] } },
        'GET /api/admin/representative-requests': { body: { success: true, requests: [REQUEST, { ...REQUEST, id: 'rr-2', organizationName: 'Beta Trust', note: null }] } },
        'POST /api/admin/representative-requests/:id/:decision': (request) => {
          decisions.push({ id: request.params['id'], decision: request.params['decision'], body: request.body });
          return { body: { success: true, request: { ...REQUEST, status: request.params['decision'] === 'approve' ? 'approved' : 'declined' } } };
        },
      },
    });
    const acme = await screen.findByRole('article', { name: 'Acme Holdings: new representative requested' }, { timeout: 5000 });
    expect(within(acme).getByText(/Grace Hopper \(grace@acme\.example\.com\) asks to hand the entity to Katherine Johnson, Managing Member \(katherine@acme\.example\.com\)\./)).toBeVisible();
    expect(within(acme).getByText('“Katherine runs the fund from June”')).toBeVisible();
    await user.click(within(acme).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toEqual([{ id: 'rr-1', decision: 'approve', body: undefined }]));

    const beta = screen.getByRole('article', { name: 'Beta Trust: new representative requested' });
    await user.click(within(beta).getByRole('button', { name: 'Decline…' }));
    await user.click(within(beta).getByRole('button', { name: 'Decline' }));
    expect(within(beta).getByText('Say why: the representative is told')).toBeVisible();
    await user.type(within(beta).getByLabelText(/Reason/), 'Send their ID first');
    await user.click(within(beta).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decisions[1]).toEqual({ id: 'rr-2', decision: 'decline', body: { reason: 'Send their ID first' } }));
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
