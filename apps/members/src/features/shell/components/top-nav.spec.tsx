import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealItem } from '../../../testing/fixtures';
import { ADMIN, NETWORK_MEMBER, renderSignedIn } from '../../../testing/signed-in';

const account = () => screen.getByRole('button', { name: 'Account menu' });
const accountMenu = () => screen.getByRole('region', { name: 'Account' });

describe('the top navigation', () => {
  it('shows Deals, Vote and Leads, the active one marked, with Your Recent Deals, New, Submit a Deal and the initials', async () => {
    renderSignedIn('/deals/portfolio');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Vote' })).not.toHaveAttribute('aria-current');
    expect(within(main).getByRole('link', { name: 'Leads' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Your Recent Deals' })).toBeVisible();
    expect(screen.getByTestId('new-indicator')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Submit a Deal' })[0]).toBeVisible();
    // Initials from the profile's first and last name.
    await waitFor(() => expect(account()).toHaveTextContent('AL'));
  });

  it('marks Vote active on /vote', async () => {
    renderSignedIn('/vote');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Vote' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives a network member no main links and no New indicator', async () => {
    renderSignedIn('/deals/submissions', { as: NETWORK_MEMBER });
    expect(await screen.findByRole('button', { name: 'Your Recent Deals' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByTestId('new-indicator')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Submit a Deal' })[0]).toBeVisible();
  });
});

describe('the initials menu', () => {
  it('offers Profile and My Submissions with its count and descriptions, and Sign Out', async () => {
    const user = userEvent.setup();
    const mine = [dealItem({ name: 'Acme', createdBy: 'ann@example.com' }), dealItem({ name: 'Beta', createdBy: 'ann@example.com' })];
    renderSignedIn('/deals', { routes: { 'GET /api/deals/submissions': { body: { success: true, deals: mine } } } });
    await waitFor(() => expect(account()).toHaveTextContent('AL'));
    await user.click(account());
    const menu = accountMenu();
    expect(within(menu).getByRole('link', { name: /Profile/ })).toHaveTextContent('Contact info, preferences, and more');
    await waitFor(() => expect(within(menu).getByRole('link', { name: /My Submissions \(2\)/ })).toHaveTextContent('Deals uploaded by you'));
    expect(within(menu).queryByRole('link', { name: /Settings/ })).toBeNull();
    expect(within(menu).queryByRole('link', { name: /Admin Dashboard/ })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('adds Settings and Admin Dashboard for an admin', async () => {
    const user = userEvent.setup();
    renderSignedIn('/deals', { as: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = accountMenu();
    expect(within(menu).getByRole('link', { name: /Settings/ })).toHaveTextContent('Parameters and investment strategy');
    expect(within(menu).getByRole('link', { name: /Admin Dashboard/ })).toHaveTextContent('Manage the network');
  });

  it('shows neither Profile nor My Submissions without a profile', async () => {
    const user = userEvent.setup();
    const { store } = renderSignedIn('/deals', { routes: { 'GET /api/member/profile': { body: { profile: null } } } });
    await waitFor(() => expect(store.getState().profile.status).toBe('none'));
    await user.click(account());
    expect(within(accountMenu()).queryAllByRole('link')).toHaveLength(0);
    expect(within(accountMenu()).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('closes on Escape (focus back on the button) and on an outside click', async () => {
    const user = userEvent.setup();
    renderSignedIn('/deals');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(account()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
    expect(account()).toHaveFocus();
    await user.click(account());
    await user.click(screen.getByRole('heading', { level: 1, name: 'Deals' }));
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
  });

  it('signs out from Sign Out and lands on /login', async () => {
    const user = userEvent.setup();
    const { router, store } = renderSignedIn('/deals');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.user).toBeNull();
  });
});
