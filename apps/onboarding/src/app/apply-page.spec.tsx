import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_TYPES } from '@quorum/domain';
import { startContractServer, type ContractServer } from '../testing/contract-server';
import { findQuestionHeading, renderApp } from '../testing/test-app';

describe('the /apply page', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  it('has the page heading, the two columns, a toast area and no navigation bar', async () => {
    renderApp(server);
    expect(screen.getByRole('heading', { level: 1, name: 'Apply to join Quorum' })).toBeVisible();
    expect(await findQuestionHeading('Welcome to Quorum')).toBeVisible();
    const main = screen.getByRole('main');
    expect(main.children).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    for (const type of APPLICATION_TYPES) expect(within(main).getByText(type)).toBeVisible();
  });

  it('shows Sign In to a visitor who is not signed in', async () => {
    renderApp(server);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Quorum home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/auth/session')).toBe(true));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('shows Logout to a signed-in member; Logout ends the session and goes to /login', async () => {
    server.on('/api/auth/session', () => ({ body: { success: true, email: 'member@example.com' } }));
    const { deps } = renderApp(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(deps.left).toEqual(['/login']));
    expect(server.calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
  });

  it('sends any other path under /apply back to /apply, keeping the referral code', async () => {
    const { store } = renderApp(server, { url: '/apply/some/old/link?ref=abc' });
    await findQuestionHeading('Welcome to Quorum');
    expect(window.location.pathname).toBe('/apply');
    expect(window.location.search).toBe('?ref=abc');
    expect(store.getState().wizard.referralCode).toBe('abc');
  });
});
