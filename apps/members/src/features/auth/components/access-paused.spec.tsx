import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREENING_MESSAGES } from '@quorum/domain';
import { MEMBER } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/signed-in';

const SUSPENDED = { status: 403, body: { success: false, error: SCREENING_MESSAGES.memberSuspended } };

/** A member whose access a true screening match paused (docs/flows/screening.md) reads why, and can sign out. */
describe('access paused by screening', () => {
  it('says so in words when the session answers that the member is suspended, without asking for any page data', async () => {
    const { server } = renderSignedIn('/deals', { as: { ...MEMBER, state: 'suspended' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access paused' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(SCREENING_MESSAGES.memberSuspended)).toBeVisible();
    expect(server.count('GET /api/deals')).toBe(0);
  });

  it('switches to the message when a page’s read is refused because the access was paused meanwhile', async () => {
    renderSignedIn('/deals', { routes: { 'GET /api/deals': SUSPENDED } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access paused' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(SCREENING_MESSAGES.memberSuspended)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Deals' })).toBeNull();
  });

  it('keeps a generic refusal a page’s own error', async () => {
    renderSignedIn('/deals', { routes: { 'GET /api/deals': { status: 403, body: { success: false, error: 'You do not have access to this' } } } });
    expect(await screen.findByText('You do not have access to this', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Access paused' })).toBeNull();
  });

  it('signs the person out from the message', async () => {
    const user = userEvent.setup();
    const { server, router } = renderSignedIn('/deals', { as: { ...MEMBER, state: 'suspended' } });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.count('POST /api/logout')).toBe(1);
  });
});
