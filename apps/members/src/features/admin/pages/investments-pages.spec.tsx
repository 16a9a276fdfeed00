import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVESTMENT_MESSAGES, type AdminRound } from '@quorum/domain';
import { dealItem } from '../../../testing/fixtures';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

function adminRound(overrides: Partial<AdminRound> = {}): AdminRound {
  return {
    id: 'round-1',
    reportId: 'deal-1',
    dealName: 'Rocketly',
    status: 'closed',
    currency: 'USD',
    target: '10000000',
    minimum: '1000000',
    maximum: '6000000',
    deadline: '2026-12-08T12:00:00.000Z',
    vehicleName: 'Rocketly SPV',
    committedTotal: '12000000',
    commitmentCount: 2,
    closedAt: '2026-12-08T12:00:00.000Z',
    wireInstructions: 'Bank: First Example',
    openedAt: '2026-12-01T12:00:00.000Z',
    closeReason: null,
    confirmedAt: null,
    allocatedTotal: '10000000',
    paidTotal: '0',
    marks: [],
    carryTo: { memberId: 'm-sub', name: 'Sam Submitter' },
    exitDetail: null,
    latestMark: null,
    exit: null,
    commitments: [
      { memberId: 'm-ann', name: 'Ann Lee', email: 'ann@example.com', amount: '6000000', committedAt: '2026-12-01T12:00:00.000Z', allocated: '5000000', adjustment: null, canInvest: true, paid: '0', distributed: null },
      { memberId: 'm-ben', name: 'Ben Ode', email: 'ben@example.com', amount: '6000000', committedAt: '2026-12-02T12:00:00.000Z', allocated: '5000000', adjustment: null, canInvest: false, paid: '0', distributed: null },
    ],
    ...overrides,
  };
}

/** Types by pasting, as a person pasting a figure would: key by key, long forms outlast a busy machine's test timeout. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the admins’ investment pages', () => {
  it('opens a round on an approved deal, sending minor units and the deadline as an instant', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderSignedIn('/admin/investments', {
      as: ADMIN,
      routes: {
        'GET /api/admin/investments': { body: { success: true, rounds: [], totals: [], series: [] } },
        'GET /api/deals/portfolio': { body: { success: true, deals: [dealItem({ reportId: 'deal-1', name: 'Rocketly' })] } },
        'POST /api/admin/rounds': (request) => {
          sent.push(request.body);
          return { status: 201, body: { success: true, round: adminRound({ status: 'open', commitments: [], allocatedTotal: null, committedTotal: '0', commitmentCount: 0, closedAt: null }) } };
        },
        'GET /api/admin/rounds/:id': { body: { success: true, round: adminRound({ status: 'open', commitments: [], allocatedTotal: null, committedTotal: '0', commitmentCount: 0, closedAt: null }) } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    expect(await screen.findByText('No round yet: open one on a deal the network approved.')).toBeVisible();
    const form = await screen.findByRole('form', { name: 'A round on an approved deal' });
    await user.click(within(form).getByRole('combobox', { name: 'Deal' }));
    await user.click(await screen.findByRole('option', { name: 'Rocketly' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Target' }), '100,000.50');
    await user.click(within(form).getByRole('button', { name: 'Open the round' }));
    expect(await within(form).findByText('Enter a whole number of USD: round amounts have no cents.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Target' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Target' }), '100,000');
    await fill(user, within(form).getByRole('textbox', { name: 'Minimum per member' }), '10000');
    await fill(user, within(form).getByRole('textbox', { name: 'Maximum per member' }), '60000');
    await fill(user, within(form).getByLabelText('Deadline'), '2026-12-08T12:00');
    await fill(user, within(form).getByRole('textbox', { name: 'Vehicle' }), 'Rocketly SPV');
    await fill(user, within(form).getByRole('textbox', { name: 'Wire instructions' }), 'Bank: First Example');
    await user.click(within(form).getByRole('button', { name: 'Open the round' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ reportId: 'deal-1', currency: 'USD', target: '10000000', minimum: '1000000', maximum: '6000000', deadline: new Date('2026-12-08T12:00').toISOString(), vehicleName: 'Rocketly SPV' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Round: Rocketly' })).toBeVisible();
    // Two lazily compiled pages, two menus and eight fields: 9 s with one core busy, so twice that.
  }, 30_000);

  it('shows a closed round’s commitments, adjusts an allocation and confirms the capital call', async () => {
    const user = userEvent.setup();
    let round = adminRound();
    const writes: Array<{ path: string; body: unknown }> = [];
    renderSignedIn('/admin/rounds/round-1', {
      as: ADMIN,
      routes: {
        'GET /api/admin/rounds/:id': () => ({ body: { success: true, round } }),
        'PUT /api/admin/rounds/:id/allocations/:memberId': (request) => {
          writes.push({ path: request.path, body: request.body });
          return { status: 400, body: { success: false, error: INVESTMENT_MESSAGES.allocationOutOfRange } };
        },
        'POST /api/admin/rounds/:id/confirm': (request) => {
          writes.push({ path: request.path, body: request.body });
          round = { ...round, status: 'confirmed', confirmedAt: '2026-12-09T12:00:00.000Z' };
          return { body: { success: true, round } };
        },
      },
    });
    const commitments = await screen.findByRole('table', { name: 'Commitments' });
    expect(within(commitments).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MemberCommittedAllocatedPaid inDistributed',
      'Ann Leeann@example.com$60,000$50,000$0—',
      // Ben's accreditation lapsed since the close: the admin sees it before calling him for money.
      'Ben Odeben@example.comCan no longer invest$60,000$50,000$0—',
    ]);
    expect(screen.getByRole('link', { name: 'Download the ledger (CSV)' })).toHaveAttribute('href', '/api/admin/rounds/round-1/ledger.csv');

    const adjust = screen.getByRole('form', { name: 'Adjust an allocation' });
    await user.click(within(adjust).getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: 'Ann Lee (ann@example.com)' }));
    await fill(user, within(adjust).getByRole('textbox', { name: 'Allocation' }), '5000');
    await fill(user, within(adjust).getByRole('textbox', { name: 'Reason' }), 'Asked for less');
    await user.click(within(adjust).getByRole('button', { name: 'Save the allocation' }));
    expect(await within(adjust).findByRole('alert')).toHaveTextContent(INVESTMENT_MESSAGES.allocationOutOfRange);
    expect(writes[0]).toEqual({ path: '/api/admin/rounds/round-1/allocations/m-ann', body: { amount: '500000', reason: 'Asked for less' } });

    await user.click(screen.getByRole('button', { name: 'Confirm the allocations' }));
    expect(await screen.findByRole('form', { name: 'Record a payment' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Adjust an allocation' })).toBeNull();
  });
});
