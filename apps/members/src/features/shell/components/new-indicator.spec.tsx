import { memoryStorage } from '@quorum/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealsDataChanged, selectDealsList } from '../../deals';
import { dealItem } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/signed-in';

const NOW = Date.now();
const DEALS = [dealItem({ name: 'Acme', createdAt: new Date(NOW - 60_000).toISOString() }), dealItem({ name: 'Beta', createdAt: new Date(NOW - 120_000).toISOString() }), dealItem({ name: 'Gamma' }), dealItem({ name: 'Delta' })];
const routes = { 'GET /api/deals': { body: { success: true, deals: DEALS, nextCursor: null } } };

describe('the New indicator and its green dot', () => {
  it('shows up to three deal icons, and the dot while the cache holds deals newer than the last look', async () => {
    const storage = memoryStorage();
    storage.setItem('quorum.dealsLastViewed.ann@example.com', JSON.stringify(NOW - 90_000));
    const { store } = renderSignedIn('/vote', { routes, context: { storage, now: () => NOW } });
    await waitFor(() => expect(selectDealsList(store.getState()).status).toBe('loaded'));
    const indicator = screen.getByTestId('new-indicator');
    expect(indicator.querySelectorAll('[data-default-logo], img')).toHaveLength(3);
    expect(within(indicator).getByTestId('new-dot')).toBeInTheDocument();
    expect(indicator).toHaveTextContent('New (new since your last visit)');
  });

  it('has no dot when nothing is newer than the last look', async () => {
    const storage = memoryStorage();
    storage.setItem('quorum.dealsLastViewed.ann@example.com', JSON.stringify(NOW));
    const { store } = renderSignedIn('/vote', { routes, context: { storage, now: () => NOW } });
    await waitFor(() => expect(selectDealsList(store.getState()).status).toBe('loaded'));
    expect(screen.queryByTestId('new-dot')).toBeNull();
  });

  it('clears the dot once the deal list is seen, and lights it again on a deals-updated event', async () => {
    const user = userEvent.setup();
    let clock = NOW;
    const { store } = renderSignedIn('/vote', { routes, context: { now: () => clock } });
    await waitFor(() => expect(screen.getByTestId('new-dot')).toBeInTheDocument());
    await user.click(screen.getByTestId('new-indicator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('new-dot')).toBeNull());
    clock += 1000;
    act(() => void store.dispatch(dealsDataChanged()));
    expect(screen.getByTestId('new-dot')).toBeInTheDocument();
  });

  it('remembers the last look per member across reloads', async () => {
    const storage = memoryStorage();
    const { store } = renderSignedIn('/deals', { routes, context: { storage, now: () => NOW } });
    await waitFor(() => expect(store.getState().deals.lastViewedAt).toBe(NOW));
    expect(storage.getItem('quorum.dealsLastViewed.ann@example.com')).toBe(String(NOW));
  });
});
