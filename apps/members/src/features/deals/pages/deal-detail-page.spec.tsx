import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealItem } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/signed-in';

const deal = { ...dealItem({ name: 'Acme', id: 'r-acme', url: 'https://acme.com', createdBy: 'bob@example.com', tally: { yes: 2, no: 1 } }), statusMessage: 'Report complete!', summary: 'Acme sells rockets.', recommendationsAndVotes: [{ agent: 'Product Analyst', role: 'product', recommendation: 'Good product.', vote: 'Yes' }, { agent: 'Bob Stone', role: 'member', recommendation: 'Know them well', vote: 'No' }] };

describe('/deals/:id/:name (the deal detail page)', () => {
  it('shows the deal, its votes and the member’s own vote, and opens the full report', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/deals/r-acme/acme', {
      routes: {
        'GET /api/deals/:id': { body: { success: true, deal, myVote: { vote: 'No', comment: 'Too early' }, canVote: true } },
        'GET /api/report/:id/full-report': () => ({ status: 404, body: { success: false, error: 'Report not found' } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeVisible();
    expect(screen.getByText('Acme sells rockets.')).toBeVisible();
    expect(screen.getByText('Approved!')).toBeVisible();
    expect(screen.getByText('Good product.')).toBeVisible();
    expect(screen.getByText('Know them well')).toBeVisible();
    expect(screen.getByText(/You voted/)).toHaveTextContent('You voted No');
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Too early');
    await user.click(screen.getByRole('link', { name: 'Read the full report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/r-acme/report'));
    expect(await screen.findByText('Report not found')).toBeVisible();
  });
});
