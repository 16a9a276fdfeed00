import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DECISION_RULES, type Ballot } from '@quorum/domain';
import { loadRouteModule, routeModules } from '../../../app/route-modules';
import { closedBallot, NO_BALLOT, openBallot } from '../../../testing/ballot-fixtures';
import { dealWithBallotRoutes, findVotePanel } from '../../../testing/deal-with-ballot';
import { advanceTimers, networkIdle } from '../../../testing/fake-server';
import { renderSignedIn } from '../../../testing/signed-in';
import { DECISION_POLL_MS } from '../use-ballot';

describe('the network vote on the deal page', () => {
  it('while sealed shows the time left, the turnout against the quorum and the analysts’ votes, never a tally', async () => {
    renderSignedIn('/deals/r-acme/acme', { routes: dealWithBallotRoutes(openBallot({ hoursLeft: 50 })) });
    const section = await findVotePanel();
    expect(within(section).getByText('2 days 2 hours left')).toBeVisible();
    expect(within(section).getByText(/GMT|UTC/)).toHaveAttribute('datetime');
    expect(within(section).getByText('4 of 6 votes needed')).toBeVisible();
    expect(within(section).getByText(/Sealed: the tally opens when the vote closes/)).toBeVisible();
    expect(within(section).getByText('(advisory: shown beside the tally, not counted)')).toBeVisible();
    expect(within(section).getByText(/2 yes · 1 no/)).toBeVisible();
    // The member's own vote sits in the panel, once, and can still change.
    expect(screen.getAllByRole('form', { name: 'Your vote on Acme' })).toHaveLength(1);
    expect(within(section).getByText(/You voted/)).toHaveTextContent('You can change your vote until the vote closes.');
    // No count of members' votes anywhere: not the header tally, not who voted what.
    expect(screen.queryByText(/5 yes/)).toBeNull();
    expect(screen.getByText('Tally sealed until the vote closes')).toBeVisible();
    expect(screen.queryByText('Know them well')).toBeNull();
    expect(screen.getByText('Good product.')).toBeVisible();
  });

  it('once closed shows the decision, the full tally, quorum and turnout, and locks the vote with the reason', async () => {
    renderSignedIn('/deals/r-acme/acme', { routes: dealWithBallotRoutes(closedBallot({ closedEarly: true, rules: { ...DEFAULT_DECISION_RULES, agentVotes: 'counting' } })) });
    const section = await findVotePanel();
    expect(within(section).getByText('Approved for investment')).toBeVisible();
    expect(within(section).getByText('4 yes · 1 no')).toBeVisible();
    expect(within(section).getByText(/1 yes · 2 no/)).toHaveTextContent('counted with the members’ votes');
    expect(within(section).getByText('3 member votes needed, 5 cast (12 active members)')).toBeVisible();
    expect(within(section).getByText(/closed early by an admin/)).toBeVisible();
    expect(within(section).getByText('The vote on this deal has closed: votes can no longer be cast or changed.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'No' })).toBeDisabled();
    expect(within(section).getByLabelText('Comment (optional)')).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Declare a conflict' })).toBeNull();
    // The members' votes are no longer sealed.
    expect(screen.getByText('Know them well')).toBeVisible();
  });

  it('a member declares a conflict after confirming, sees the recusal, then withdraws it', async () => {
    const user = userEvent.setup();
    let ballot = openBallot({ recusals: [{ name: 'Cy Doe' }] });
    const { server } = renderSignedIn('/deals/r-acme/acme', {
      routes: dealWithBallotRoutes(() => ballot, {
        'POST /api/deals/:id/recusal': () => {
          ballot = { ...ballot, iRecused: true, turnout: 3, recusals: [{ name: 'Cy Doe' }, { name: 'Ann Lee' }] };
          return { body: { success: true, ballot } };
        },
        'DELETE /api/deals/:id/recusal': () => {
          ballot = { ...ballot, iRecused: false, recusals: [{ name: 'Cy Doe' }] };
          return { body: { success: true, ballot } };
        },
      }),
    });
    const section = await findVotePanel();
    expect(within(within(section).getByRole('list', { name: 'Members who recused' })).getByText('Cy Doe')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Declare a conflict' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare a conflict on Acme?' });
    expect(dialog).toHaveTextContent('Your vote on this deal is removed');
    expect(dialog).toHaveTextContent('Other members see that you recused, not why.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.count('POST /api/deals/r-acme/recusal')).toBe(0);

    await user.click(within(section).getByRole('button', { name: 'Declare a conflict' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Declare conflict' }));
    expect(await within(section).findByRole('button', { name: 'Withdraw conflict' })).toBeVisible();
    expect(server.count('POST /api/deals/r-acme/recusal')).toBe(1);
    expect(within(section).getByRole('list', { name: 'Members who recused' })).toHaveTextContent('Ann Lee');
    expect(within(section).getByText('You declared a conflict on this deal: withdraw it to vote.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(await screen.findByText('Conflict declared: your vote is removed')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Withdraw conflict' }));
    expect(await within(section).findByRole('button', { name: 'Declare a conflict' })).toBeVisible();
    expect(server.count('DELETE /api/deals/r-acme/recusal')).toBe(1);
    expect(within(section).getByRole('button', { name: 'Yes' })).toBeEnabled();
  });

  it('a vote asks for the ballot again, so the turnout counts it; a refusal shows the server’s reason', async () => {
    const user = userEvent.setup();
    let turnout = 4;
    let refuse = false;
    const { server } = renderSignedIn('/deals/r-acme/acme', {
      routes: dealWithBallotRoutes(() => openBallot({ turnout }), {
        'POST /api/report/:id/vote': () => {
          if (refuse) return { status: 409, body: { success: false, error: 'The vote on this deal has closed' } };
          turnout = 5;
          return { body: { success: true, reportId: 'r-acme', myVote: { vote: 'No', comment: null }, tally: { yes: 4, no: 3 }, effectiveStatus: 'accepted' } };
        },
      }),
    });
    const section = await findVotePanel();
    await user.click(within(section).getByRole('button', { name: 'No' }));
    await user.click(within(section).getByRole('button', { name: 'Change vote' }));
    expect(await within(section).findByText('5 of 6 votes needed')).toBeVisible();
    expect(server.count('GET /api/deals/r-acme/ballot')).toBeGreaterThanOrEqual(2);

    // The deal as the server reads it again still holds the Yes vote.
    refuse = true;
    await waitFor(() => expect(within(section).getByText(/You voted/)).toHaveTextContent('You voted Yes'));
    await user.click(within(section).getByRole('button', { name: 'No' }));
    await user.click(within(section).getByRole('button', { name: 'Change vote' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The vote on this deal has closed');
  });

  it('shows a member nothing new on a deal without a vote window', async () => {
    renderSignedIn('/deals/r-acme/acme', { routes: dealWithBallotRoutes(NO_BALLOT) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your vote' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Network vote' })).toBeNull();
    expect(screen.getByText('Know them well')).toBeVisible();
  });
});

describe('the network vote when it cannot be read', () => {
  it('says so and asks again on Try again, keeping the member’s vote usable meanwhile', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSignedIn('/deals/r-acme/acme', {
      routes: dealWithBallotRoutes(openBallot(), {
        'GET /api/deals/:id/ballot': () => (fail ? { status: 500, body: { success: false, error: 'Internal Server Error' } } : { body: { success: true, ballot: openBallot() } }),
      }),
    });
    const alert = (await screen.findByText('The network vote could not be loaded.', { exact: false }, { timeout: 5000 })).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your vote' })).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findVotePanel()).toBeVisible();
    expect(screen.queryByText('The network vote could not be loaded.', { exact: false })).toBeNull();
  });
});

/** The faked clock moves on, inside act (React renders what the answers change), and the network settles after it. */
async function passes(ms: number, step?: number) {
  await act(() => advanceTimers(ms, step));
  await act(() => networkIdle());
}

describe('the network vote reaching its closing time', () => {
  afterEach(() => jest.useRealTimers());

  it('is asked again once the window closes, then until the decision is recorded', async () => {
    // The page's code is loaded first, so it renders without suspending while the clock is faked.
    await loadRouteModule(routeModules.dealDetail);
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const closesAt = new Date(Date.now() + 60_000).toISOString();
    const answers = [openBallot({ closesAt }), { ...closedBallot(), decision: null }, closedBallot()];
    let asked = 0;
    renderSignedIn('/deals/r-acme/acme', { routes: dealWithBallotRoutes(() => answers[Math.min(asked++, answers.length - 1)] as Ballot) });
    // Start-up and the deal page take a few round trips; the clock moves in small steps meanwhile.
    await passes(2000, 100);
    const section = screen.getByRole('region', { name: 'Network vote' });
    expect(within(section).getByText('Under a minute left')).toBeVisible();
    await passes(61_000);
    expect(within(section).getByText('The vote has closed; its decision is being recorded.')).toBeVisible();
    expect(asked).toBe(2);
    // RTK Query starts the poll on a zero-delay timer of its own, so the answer is in a step after the interval.
    await passes(DECISION_POLL_MS + 1000);
    expect(within(section).getByText('Approved for investment')).toBeVisible();
    expect(asked).toBe(3);
    // Decided: nothing more to ask.
    await passes(2 * DECISION_POLL_MS);
    expect(asked).toBe(3);
  });
});
