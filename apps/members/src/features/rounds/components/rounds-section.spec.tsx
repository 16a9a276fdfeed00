import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVESTMENT_MESSAGES, type Round } from '@quorum/domain';
import type { FakeRoute } from '../../../testing/fake-server';
import { NETWORK_MEMBER, renderSignedIn } from '../../../testing/signed-in';
import { EXITED_PORTFOLIO, openRound } from '../testing/round-fixtures';

/** The portfolio page, where the rounds and the member's investments are, with the API's answers from `routes`. */
function renderWith(routes: Record<string, FakeRoute>) {
  renderSignedIn('/deals/portfolio', { routes });
}

describe('the rounds on the portfolio page', () => {
  it('lets a member commit in whole dollars, sends minor units, and shows the round as the API answers', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let round: Round = openRound();
    renderWith(
      {
        'GET /api/rounds': () => ({ body: { success: true, rounds: [round] } }),
        'PUT /api/rounds/:id/commitment': (request) => {
          sent.push(request.body);
          round = { ...round, committedTotal: '6500000', commitmentCount: 3, mine: { amount: '2500000', committedAt: '2026-12-01T10:00:00.000Z', allocated: null, paid: '0', value: '0', distributed: null } };
          return { body: { success: true, round } };
        },
      },
    );
    const card = await screen.findByRole('article', { name: 'Rocketly' });
    expect(within(card).getByText('$100,000')).toBeVisible();
    expect(within(card).getByText('$10,000 to $60,000')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: '40% of the target committed' })).toBeVisible();

    // The form's code arrives when a round takes commitments.
    const amount = await within(card).findByRole('textbox', { name: 'Commit' });
    await user.type(amount, '25,000.50');
    await user.click(within(card).getByRole('button', { name: 'Commit' }));
    expect(await within(card).findByText('Enter a whole number of USD: round amounts have no cents.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '70000');
    await user.click(within(card).getByRole('button', { name: 'Commit' }));
    expect(await within(card).findByText(INVESTMENT_MESSAGES.outsideLimits)).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '25,000');
    await user.click(within(card).getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(sent).toEqual([{ amount: '2500000' }]));
    expect(await within(card).findByRole('button', { name: 'Change commitment' })).toBeVisible();
    expect(within(card).getByText('3 members')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeVisible();
  });

  it('says why a member may not commit, in the API’s words', async () => {
    renderWith({ 'GET /api/rounds': { body: { success: true, rounds: [openRound({ canCommit: false, cannotCommitReason: INVESTMENT_MESSAGES.accreditationExpired })] } } });
    const card = await screen.findByRole('article', { name: 'Rocketly' });
    expect(within(card).getByText(INVESTMENT_MESSAGES.accreditationExpired)).toBeVisible();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('shows an allocated member what to wire, where, until it is paid', async () => {
    const called = openRound({
      status: 'confirmed',
      canCommit: false,
      cannotCommitReason: INVESTMENT_MESSAGES.roundClosed,
      mine: { amount: '3000000', committedAt: '2026-12-01T10:00:00.000Z', allocated: '2500000', paid: '1000000', value: '1000000', distributed: null },
      wireInstructions: 'Bank: First Example Bank\nAccount: 000123456',
    });
    renderWith({ 'GET /api/rounds': { body: { success: true, rounds: [called] } } });
    const card = await screen.findByRole('article', { name: 'Rocketly' });
    expect(within(card).getByRole('heading', { name: 'Wire $15,000 to Rocketly SPV' })).toBeVisible();
    expect(within(card).getByText(/Account: 000123456/)).toBeVisible();
    expect(within(card).getByText('$25,000')).toBeVisible();
  });

  it('hides the total while it would give one other member’s amount away', async () => {
    renderWith({ 'GET /api/rounds': { body: { success: true, rounds: [openRound({ committedTotal: null, commitmentCount: 2 })] } } });
    const card = await screen.findByRole('article', { name: 'Rocketly' });
    expect(within(card).getByText('Shown once more members commit')).toBeVisible();
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('says so when there is no round', async () => {
    renderWith({});
    expect(await screen.findByText('No open rounds. When the network opens a round on an approved deal, you can commit here.')).toBeVisible();
  });
});

describe('the member’s investments', () => {
  it('draws no chart and no empty table before the first payment', async () => {
    const allocatedOnly = { ...EXITED_PORTFOLIO, series: [{ currency: 'USD', points: [] }] };
    renderWith({ 'GET /api/portfolio': { body: { success: true, ...allocatedOnly } } });
    const section = await screen.findByRole('region', { name: 'Your investments' });
    expect(await within(section).findByRole('table', { name: 'Your positions' })).toBeVisible();
    expect(within(section).queryByRole('table', { name: 'Value over time (USD)' })).toBeNull();
    expect(within(section).queryByRole('figure')).toBeNull();
  });

  it('shows totals, the value over time as a table beside the chart, each position and the statement link', async () => {
    renderWith({ 'GET /api/portfolio': { body: { success: true, ...EXITED_PORTFOLIO } } });
    const section = await screen.findByRole('region', { name: 'Your investments' });
    const totals = await within(section).findByLabelText('Totals in USD');
    expect(within(totals).getByText('4.60×')).toBeVisible();
    expect(within(totals).getByText('$230,000')).toBeVisible();
    const overTime = within(section).getByRole('table', { name: 'Value over time (USD)' });
    expect(within(overTime).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayPaid inValueDistributions',
      'Mar 1, 2026$50,000$50,000$0',
      'Apr 1, 2026$50,000$100,000$0',
      'Jun 1, 2026$50,000$0$230,000',
    ]);
    const positions = within(section).getByRole('table', { name: 'Your positions' });
    expect(within(positions).getByRole('link', { name: 'Rocketly' })).toHaveAttribute('href', '/rounds/round-1');
    expect(within(section).getByRole('link', { name: 'Download your statement (CSV)' })).toHaveAttribute('href', '/api/portfolio/statement.csv');
  });
  it('shows a network member the carry their submission earned on My Submissions, and no empty section before', async () => {
    const carryOnly = {
      ...EXITED_PORTFOLIO,
      positions: EXITED_PORTFOLIO.positions.map((position) => ({ ...position, paidIn: '0', distributed: '0', carry: '3200000' })),
      series: [{ currency: 'USD', points: [{ day: '2026-06-01', paidIn: '0', value: '0', distributed: '0' }] }],
    };
    renderSignedIn('/deals/submissions', { as: NETWORK_MEMBER, routes: { 'GET /api/portfolio': { body: { success: true, ...carryOnly } } } });
    const section = await screen.findByRole('region', { name: 'Your investments' });
    expect(within(section).getByRole('table', { name: 'Your positions' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Download your statement (CSV)' })).toBeVisible();
    // A round's page is for members: the deal is named, not linked.
    expect(within(within(section).getByRole('table', { name: 'Your positions' })).queryByRole('link')).toBeNull();
    // Only a carry: nothing paid, held or distributed to draw over time.
    expect(within(section).queryByRole('table', { name: 'Value over time (USD)' })).toBeNull();
    expect(within(section).queryByRole('figure')).toBeNull();
  });

  it('shows a network member without a holding no investments section', async () => {
    const { server } = renderSignedIn('/deals/submissions', { as: NETWORK_MEMBER });
    expect(await screen.findByText('You have not submitted a deal yet.')).toBeVisible();
    await waitFor(() => expect(server.calls.some((call) => call.startsWith('GET /api/portfolio'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your investments' })).toBeNull();
  });
});
