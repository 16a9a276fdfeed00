import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealItem } from '../../../testing/fixtures';
import { NETWORK_MEMBER, renderSignedIn } from '../../../testing/signed-in';

const awaiting = dealItem({ name: 'Acme', id: 'r-acme', effectiveStatus: 'rejected', tally: { yes: 1, no: 2 } });
const voted = dealItem({ name: 'Beta', id: 'r-beta', myVote: 'No', tally: { yes: 1, no: 1 } });
const own = dealItem({ name: 'Mine', createdBy: 'ann@example.com' });
const reviewing = dealItem({ name: 'Busy', status: 'analyzing', effectiveStatus: 'pending', tally: { yes: 0, no: 0 } });

describe('/vote (the deals awaiting votes, Yes/No with a comment, own vote shown and changeable, the tally)', () => {
  it('lists finished deals of others, the member’s own votes apart', async () => {
    renderSignedIn('/vote', { routes: { 'GET /api/deals': { body: { success: true, deals: [awaiting, voted, own, reviewing], nextCursor: null } } } });
    expect(await screen.findByRole('heading', { name: 'Awaiting your vote (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your votes (1)' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Acme' })).toHaveTextContent('1 yes · 2 no');
    expect(screen.queryByRole('article', { name: 'Mine' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Busy' })).toBeNull();
    const beta = screen.getByRole('article', { name: 'Beta' });
    expect(beta).toHaveTextContent('You voted No');
    expect(within(beta).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(beta).getByRole('button', { name: 'Change vote' })).toBeDisabled();
  });

  it('follows each deal’s network vote: open ones with the time left and a sealed tally, closed ones out of the queue and locked', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const open = dealItem({ name: 'Open', id: 'r-open', tally: { yes: 3, no: 0 }, vote: { closesAt: inDays(3), outcome: null, sealed: true } });
    const closedUnvoted = dealItem({ name: 'Missed', id: 'r-missed', vote: { closesAt: inDays(-1), outcome: 'passed', sealed: false } });
    const closedVoted = dealItem({ name: 'Decided', id: 'r-decided', myVote: 'Yes', tally: { yes: 4, no: 2 }, vote: { closesAt: inDays(-1), outcome: 'approved', sealed: false } });
    renderSignedIn('/vote', { routes: { 'GET /api/deals': { body: { success: true, deals: [open, closedUnvoted, closedVoted], nextCursor: null } } } });
    expect(await screen.findByRole('heading', { name: 'Awaiting your vote (1)' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Open' });
    expect(card).toHaveTextContent(/Vote closes: (2|3) days/);
    expect(card).toHaveTextContent('Tally sealed until the vote closes');
    expect(card).not.toHaveTextContent('3 yes');
    expect(screen.queryByRole('article', { name: 'Missed' })).toBeNull();
    const decided = screen.getByRole('article', { name: 'Decided' });
    expect(decided).toHaveTextContent('Vote closed: Approved for investment');
    expect(decided).toHaveTextContent('The vote on this deal has closed');
    expect(within(decided).getByRole('button', { name: 'No' })).toBeDisabled();
  });

  it('casts a vote with a comment, and the answered tally and status show at once', async () => {
    const user = userEvent.setup();
    let body: unknown;
    renderSignedIn('/vote', {
      routes: {
        'GET /api/deals': { body: { success: true, deals: [awaiting], nextCursor: null } },
        'POST /api/report/:id/vote': (request) => {
          body = { id: request.params['id'], ...(request.body as object) };
          return { body: { success: true, reportId: 'r-acme', myVote: { vote: 'Yes', comment: 'Strong team' }, tally: { yes: 2, no: 2 }, effectiveStatus: 'accepted' } };
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Acme' });
    expect(within(card).getByRole('button', { name: 'Cast vote' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Yes' }));
    await user.type(within(card).getByLabelText('Comment (optional)'), '  Strong team ');
    await user.click(within(card).getByRole('button', { name: 'Cast vote' }));
    await waitFor(() => expect(body).toEqual({ id: 'r-acme', vote: 'Yes', comment: 'Strong team' }));
    const moved = await screen.findByRole('article', { name: 'Acme' });
    await waitFor(() => expect(moved).toHaveTextContent('Approved!'));
    expect(moved).toHaveTextContent('2 yes · 2 no');
    expect(screen.getByRole('heading', { name: 'Your votes (1)' })).toBeVisible();
    expect(await screen.findByText('Your Yes vote is in')).toBeVisible();
  });

  it('shows the server’s refusal next to the form', async () => {
    const user = userEvent.setup();
    renderSignedIn('/vote', {
      routes: {
        'GET /api/deals': { body: { success: true, deals: [awaiting], nextCursor: null } },
        'POST /api/report/:id/vote': () => ({ status: 409, body: { success: false, error: 'Voting is closed for this deal' } }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Acme' });
    await user.click(within(card).getByRole('button', { name: 'No' }));
    await user.click(within(card).getByRole('button', { name: 'Cast vote' }));
    expect(await within(card).findByText('Voting is closed for this deal')).toBeVisible();
  });

  it('explains to a network member that voting is for members', async () => {
    renderSignedIn('/vote', { as: NETWORK_MEMBER });
    expect(await screen.findByText(/This page is for full members of Quorum/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Submissions' })).toBeVisible();
  });
});
