import { CONSTANTS, type RecentDeal } from '@quorum/domain';
import { signedOut } from '../auth';
import { recentDeal } from '../../testing/fixtures';
import { advanceTimers } from '../../testing/fake-server';
import { signedInStore } from '../../testing/store';
import { DEALS_CHANGED_DEBOUNCE_MS } from './deals.saga';
import { dealsQueries } from './deals.queries';
import { selectRecentDeals } from './deals.selectors';
import { recentDealsRequested } from './deals.slice';

const pending = (name: string, minutesAgo: number) => recentDeal({ name, minutesAgo, status: 'analyzing', effectiveStatus: 'pending' });
const done = (deal: RecentDeal): RecentDeal => ({ ...deal, status: 'done', effectiveStatus: 'accepted' });

function pollingStore(answers: RecentDeal[][]) {
  let call = 0;
  return signedInStore({
    routes: {
      'GET /api/deals/recent': (request) => {
        expect(request.query.get('limit')).toBe(String(CONSTANTS.RECENT_DEALS_FETCH_LIMIT));
        const deals = answers[Math.min(call, answers.length - 1)] ?? [];
        call += 1;
        return { body: { success: true, deals } };
      },
    },
  });
}

describe('recent-deal polling', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('polls every 3 s while one of the two newest is pending, and stops when none is', async () => {
    const acme = pending('Acme', 1);
    const { store, server } = pollingStore([[acme], [acme], [done(acme)]]);
    // The member's submissions, held as a signed-in session holds them.
    store.dispatch(dealsQueries.endpoints.getSubmissions.initiate(undefined));
    store.dispatch(recentDealsRequested());
    await advanceTimers(0);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    expect(server.count('GET /api/deals/submissions')).toBe(1);
    expect(selectRecentDeals(store.getState()).polling).toBe(true);
    await advanceTimers(CONSTANTS.RECENT_DEALS_POLL_MS - 1);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    await advanceTimers(1);
    expect(server.count('GET /api/deals/recent')).toBe(2);
    await advanceTimers(CONSTANTS.RECENT_DEALS_POLL_MS);
    expect(server.count('GET /api/deals/recent')).toBe(3);
    expect(selectRecentDeals(store.getState()).items[0]?.effectiveStatus).toBe('accepted');
    expect(selectRecentDeals(store.getState()).polling).toBe(false);
    // The status change is a deals-data-changed event: 300 ms later the lists refresh once (recent included).
    await advanceTimers(DEALS_CHANGED_DEBOUNCE_MS);
    expect(server.count('GET /api/deals/submissions')).toBe(2);
    await advanceTimers(30_000);
    expect(server.count('GET /api/deals/recent')).toBe(4);
  });

  it('watches only the two newest: an older pending deal does not keep it polling', async () => {
    const { store, server } = pollingStore([[recentDeal({ name: 'New', minutesAgo: 1 }), recentDeal({ name: 'Newer', minutesAgo: 0 }), pending('Old', 90)]]);
    store.dispatch(recentDealsRequested());
    await advanceTimers(10_000);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    expect(selectRecentDeals(store.getState()).polling).toBe(false);
  });

  it('stops polling on sign-out', async () => {
    const { store, server } = pollingStore([[pending('Acme', 1)]]);
    store.dispatch(recentDealsRequested());
    await advanceTimers(CONSTANTS.RECENT_DEALS_POLL_MS * 2);
    const before = server.count('GET /api/deals/recent');
    store.dispatch(signedOut());
    await advanceTimers(CONSTANTS.RECENT_DEALS_POLL_MS * 5);
    expect(server.count('GET /api/deals/recent')).toBe(before);
    expect(selectRecentDeals(store.getState()).items).toEqual([]);
  });
});
