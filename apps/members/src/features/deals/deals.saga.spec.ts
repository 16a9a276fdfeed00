import { CONSTANTS } from '@quorum/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { advanceTimers, networkIdle } from '../../testing/fake-server';
import { dealItem } from '../../testing/fixtures';
import { settle, signedInStore } from '../../testing/store';
import { createAppStore } from '../../app/store';
import { fakeContext } from '../../testing/fake-context';
import { dealsQueries, useGetDealsInfiniteQuery } from './deals.queries';
import { selectDealsList } from './deals.selectors';
import { dealsDataChanged, recentDealsRequested } from './deals.slice';

const DEALS = [dealItem({ name: 'Acme' }), dealItem({ name: 'Beta' })];
const routes = { 'GET /api/deals': { body: { success: true, deals: DEALS, nextCursor: null } } };
const { getDeals, getSubmissions } = dealsQueries.endpoints;

describe('the deal list', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a page that opens again within 5 minutes of the last load from the cache, unless forced', async () => {
    // Only the clock is faked: the cache reads the date, the network and the sagas run on real timers.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
    let clock = 1_000_000;
    jest.setSystemTime(clock);
    const { store, server } = signedInStore({ routes });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const open = () => renderHook(() => useGetDealsInfiniteQuery(), { wrapper });

    const first = open();
    await waitFor(() => expect(selectDealsList(store.getState()).status).toBe('loaded'));
    expect(selectDealsList(store.getState()).items.map((deal) => deal.name)).toEqual(['Acme', 'Beta']);
    expect(server.count('GET /api/deals')).toBe(1);
    first.unmount();
    open().unmount();
    await settle();
    expect(server.count('GET /api/deals')).toBe(1);

    clock += CONSTANTS.DEALS_REFRESH_THROTTLE_MS - 1_000;
    jest.setSystemTime(clock);
    const page = open();
    await settle();
    expect(server.count('GET /api/deals')).toBe(1);

    void page.result.current.refetch();
    await waitFor(() => expect(server.count('GET /api/deals')).toBe(2));
    page.unmount();

    clock += CONSTANTS.DEALS_REFRESH_THROTTLE_MS;
    jest.setSystemTime(clock);
    open();
    await waitFor(() => expect(server.count('GET /api/deals')).toBe(3));
  });

  it('asks for no deals without an email: "User email is required"', async () => {
    const store = createAppStore(fakeContext());
    store.dispatch(getDeals.initiate(undefined));
    await settle();
    expect(selectDealsList(store.getState())).toMatchObject({ status: 'failed', error: 'User email is required' });
  });

  it.each([
    [{ status: 500, body: { success: false } }, 'Failed to fetch deals'],
    [{ status: 403, body: { success: false, error: 'This page is for members' } }, 'This page is for members'],
  ])('reports a failed load (%j) as "%s"', async (answer, message) => {
    const { store } = signedInStore({ routes: { 'GET /api/deals': () => answer } });
    store.dispatch(getDeals.initiate(undefined));
    await waitFor(() => expect(selectDealsList(store.getState())).toMatchObject({ status: 'failed', error: message }));
  });

  it('refreshes every list once, 300 ms after a burst of deals-data-changed events', async () => {
    const { store, server } = signedInStore({ routes });
    // What a signed-in session holds: the deal list, the member's submissions and recent deals.
    store.dispatch(getDeals.initiate(undefined));
    store.dispatch(getSubmissions.initiate(undefined));
    store.dispatch(recentDealsRequested());
    await waitFor(() => expect(selectDealsList(store.getState()).status).toBe('loaded'));
    await waitFor(() => expect(server.count('GET /api/deals/recent')).toBe(1));
    expect(server.count('GET /api/deals/submissions')).toBe(1);
    // The debounce on the saga's clock, moved by the test: on a busy machine a real 100 ms wait ran
    // past the 300 ms window between two events, and the burst refreshed twice.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      store.dispatch(dealsDataChanged());
      await advanceTimers(100, 50);
      store.dispatch(dealsDataChanged());
      await advanceTimers(100, 50);
      store.dispatch(dealsDataChanged());
      await advanceTimers(250, 50);
      expect(server.count('GET /api/deals')).toBe(1);
      await advanceTimers(100, 50);
      await networkIdle();
      expect(server.count('GET /api/deals')).toBe(2);
      expect(server.count('GET /api/deals/recent')).toBe(2);
      expect(server.count('GET /api/deals/submissions')).toBe(2);
      await advanceTimers(400, 50);
      expect(server.count('GET /api/deals')).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the next page on request and appends it', async () => {
    const second = [dealItem({ name: 'Gamma' })];
    const { store, server } = signedInStore({
      routes: { 'GET /api/deals': (request) => ({ body: { success: true, deals: request.query.get('cursor') ? second : DEALS, nextCursor: request.query.get('cursor') ? null : 'c1' } }) },
    });
    store.dispatch(getDeals.initiate(undefined));
    await waitFor(() => expect(selectDealsList(store.getState()).nextCursor).toBe('c1'));
    store.dispatch(getDeals.initiate(undefined, { direction: 'forward' }));
    await waitFor(() => expect(selectDealsList(store.getState()).items.map((deal) => deal.name)).toEqual(['Acme', 'Beta', 'Gamma']));
    expect(selectDealsList(store.getState()).nextCursor).toBeNull();
    expect(server.requests.at(-1)?.query.get('cursor')).toBe('c1');
  });
});
