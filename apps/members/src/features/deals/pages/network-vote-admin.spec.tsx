import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ballot } from '@quorum/domain';
import { closedBallot, NO_BALLOT, openBallot } from '../../../testing/ballot-fixtures';
import { dealWithBallotRoutes, findVotePanel } from '../../../testing/deal-with-ballot';
import { ADMIN, renderSignedIn } from '../../../testing/signed-in';

describe('the network vote on the deal page, for admins', () => {
  it('an admin closes the vote now with a required reason, and sees the server’s refusal when there is one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let refuse = true;
    renderSignedIn('/deals/r-acme/acme', {
      as: ADMIN,
      routes: dealWithBallotRoutes(openBallot({ tally: { yes: 3, no: 1 }, sealed: true }), {
        'POST /api/admin/deals/:id/window': (request) => {
          sent.push(request.body);
          if (refuse) return { status: 409, body: { success: false, error: 'The window is already closed' } };
          return { body: { success: true, ballot: closedBallot({ closedEarly: true }) } };
        },
      }),
    });
    const section = await findVotePanel();
    // Admins see the sealed tally, said to be sealed for members.
    expect(within(section).getByText(/3 yes · 1 no/)).toHaveTextContent('sealed for members until the vote closes');
    await user.click(within(section).getByRole('button', { name: 'Close vote now' }));
    expect(within(section).getByText('Write a reason of at least 3 characters')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(section).getByRole('textbox', { name: 'Reason' }), 'Founders withdrew');
    await user.click(within(section).getByRole('button', { name: 'Close vote now' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The window is already closed');

    refuse = false;
    await user.click(within(section).getByRole('button', { name: 'Close vote now' }));
    expect(await within(section).findByText('Approved for investment')).toBeVisible();
    expect(within(section).getByText(/closed early by an admin/)).toBeVisible();
    expect(sent).toEqual([{ action: 'close', reason: 'Founders withdrew' }, { action: 'close', reason: 'Founders withdrew' }]);
  });

  it('an admin extends the vote by some days, with a reason', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderSignedIn('/deals/r-acme/acme', {
      as: ADMIN,
      routes: dealWithBallotRoutes(openBallot({ hoursLeft: 10 }), {
        'POST /api/admin/deals/:id/window': (request) => {
          sent = request.body;
          return { body: { success: true, ballot: openBallot({ hoursLeft: 10 + 5 * 24 }) } };
        },
      }),
    });
    const section = await findVotePanel();
    expect(within(section).getByText('10 hours left')).toBeVisible();
    const days = within(section).getByRole('textbox', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '0');
    await user.type(within(section).getByRole('textbox', { name: 'Reason' }), 'Holiday week');
    await user.click(within(section).getByRole('button', { name: 'Extend' }));
    expect(within(section).getByText('A whole number of days from 1 to 90')).toBeVisible();
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(section).getByRole('button', { name: 'Extend' }));
    expect(await within(section).findByText('5 days 10 hours left')).toBeVisible();
    expect(sent).toEqual({ action: 'extend', days: 5, reason: 'Holiday week' });
  });

  it('a deal without a vote window shows the member’s vote as before; an admin can open a vote on it', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    let ballot: Ballot = NO_BALLOT;
    renderSignedIn('/deals/r-acme/acme', {
      as: ADMIN,
      routes: dealWithBallotRoutes(() => ballot, {
        'POST /api/admin/deals/:id/window': (request) => {
          sent = request.body;
          ballot = openBallot({ turnout: 0, quorum: 3 });
          return { body: { success: true, ballot } };
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your vote' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('5 yes · 2 no · 71% yes')).toBeVisible();
    const section = await findVotePanel();
    await user.type(within(section).getByRole('textbox', { name: 'Reason' }), 'Reviewed before windows');
    await user.click(within(section).getByRole('button', { name: 'Open a vote' }));
    expect(await screen.findByText('0 of 3 votes needed')).toBeVisible();
    expect(sent).toEqual({ action: 'open', reason: 'Reviewed before windows' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Your vote' })).toBeNull();
  });
});
