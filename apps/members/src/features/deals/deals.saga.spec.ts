import { CONSTANTS } from '@quorum/domain';
import { waitFor } from '@testing-library/react';
import { dealItem } from '../../test/fixtures';
import { settle, signedInStore } from '../../test/store';
import { createAppStore } from '../../app/store';
import { fakeContext } from '../../test/fake-context';
import { dealsDataChanged, dealsRequested } from './deals.slice';

const DEALS = [dealItem({ name: 'Acme' }), dealItem({ name: 'Beta' })];
const routes = { 'GET /api/deals': { body: { success: true, deals: DEALS, nextCursor: null } } };

describe('the deals service (spec 1 sections 7 and 9)', () => {
  it('skips a load within 5 minutes of the last one unless forced', async () => {
    let clock = 1_000_000;
    const { store, server } = signedInStore({ routes, context: { now: () => clock } });
    store.dispatch(dealsRequested());
    await waitFor(() => expect(store.getState().deals.status).toBe('loaded'));
    expect(store.getState().deals.items.map((deal) => deal.name)).toEqual(['Acme', 'Beta']);
    store.dispatch(dealsRequested());
    await settle();
    expect(server.count('GET /api/deals')).toBe(1);

    clock += CONSTANTS.DEALS_REFRESH_THROTTLE_MS - 1;
    store.dispatch(dealsRequested());
    await settle();
    expect(server.count('GET /api/deals')).toBe(1);

    store.dispatch(dealsRequested({ force: true }));
    await waitFor(() => expect(server.count('GET /api/deals')).toBe(2));

    clock += CONSTANTS.DEALS_REFRESH_THROTTLE_MS;
    store.dispatch(dealsRequested());
    await waitFor(() => expect(server.count('GET /api/deals')).toBe(3));
  });

  it('asks for no deals without an email: "User email is required"', async () => {
    const store = createAppStore(fakeContext());
    store.dispatch(dealsRequested());
    await settle();
    expect(store.getState().deals).toMatchObject({ status: 'failed', error: 'User email is required' });
  });

  it.each([
    [{ status: 500, body: { success: false } }, 'Failed to fetch deals'],
    [{ status: 403, body: { success: false, error: 'This page is for members' } }, 'This page is for members'],
  ])('reports a failed load (%j) as "%s"', async (answer, message) => {
    const { store } = signedInStore({ routes: { 'GET /api/deals': () => answer } });
    store.dispatch(dealsRequested());
    await waitFor(() => expect(store.getState().deals).toMatchObject({ status: 'failed', error: message }));
  });

  it('refreshes once, 300 ms after a burst of deals-data-changed events, bypassing every cache', async () => {
    const { store, server } = signedInStore({ routes });
    store.dispatch(dealsRequested());
    await waitFor(() => expect(store.getState().deals.status).toBe('loaded'));
    store.dispatch(dealsDataChanged());
    await settle(100);
    store.dispatch(dealsDataChanged());
    await settle(100);
    store.dispatch(dealsDataChanged());
    await settle(200);
    expect(server.count('GET /api/deals')).toBe(1);
    await settle(150);
    expect(server.count('GET /api/deals')).toBe(2);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    expect(server.count('GET /api/deals/submissions')).toBe(1);
    await settle(400);
    expect(server.count('GET /api/deals')).toBe(2);
  });

  it('loads the next page on request and appends it', async () => {
    const second = [dealItem({ name: 'Gamma' })];
    const { store, server } = signedInStore({
      routes: { 'GET /api/deals': (request) => ({ body: { success: true, deals: request.query.get('cursor') ? second : DEALS, nextCursor: request.query.get('cursor') ? null : 'c1' } }) },
    });
    store.dispatch(dealsRequested());
    await waitFor(() => expect(store.getState().deals.nextCursor).toBe('c1'));
    store.dispatch({ type: 'deals/moreDealsRequested' });
    await waitFor(() => expect(store.getState().deals.items.map((deal) => deal.name)).toEqual(['Acme', 'Beta', 'Gamma']));
    expect(store.getState().deals.nextCursor).toBeNull();
    expect(server.requests.at(-1)?.query.get('cursor')).toBe('c1');
  });
});
