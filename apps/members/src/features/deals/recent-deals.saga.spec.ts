import { CONSTANTS, type RecentDeal } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import { recentDeal } from '../../test/fixtures';
import { signedInStore } from '../../test/store';
import { recentDealsRequested } from './recent-deals.slice';

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

describe('recent-deal polling (spec 1 section 9, spec 2 section 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls every 3 s while one of the two newest is pending, and stops when none is', async () => {
    const acme = pending('Acme', 1);
    const { store, server } = pollingStore([[acme], [acme], [done(acme)]]);
    store.dispatch(recentDealsRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    expect(store.getState().recentDeals.polling).toBe(true);
    await jest.advanceTimersByTimeAsync(CONSTANTS.RECENT_DEALS_POLL_MS - 1);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.count('GET /api/deals/recent')).toBe(2);
    await jest.advanceTimersByTimeAsync(CONSTANTS.RECENT_DEALS_POLL_MS);
    expect(server.count('GET /api/deals/recent')).toBe(3);
    expect(store.getState().recentDeals.items[0]?.effectiveStatus).toBe('accepted');
    expect(store.getState().recentDeals.polling).toBe(false);
    // The status change is a deals-data-changed event: 300 ms later the lists refresh once (recent included).
    await jest.advanceTimersByTimeAsync(CONSTANTS.DEALS_CHANGED_DEBOUNCE_MS);
    expect(server.count('GET /api/deals/submissions')).toBe(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(server.count('GET /api/deals/recent')).toBe(4);
  });

  it('watches only the two newest: an older pending deal does not keep it polling', async () => {
    const { store, server } = pollingStore([[recentDeal({ name: 'New', minutesAgo: 1 }), recentDeal({ name: 'Newer', minutesAgo: 0 }), pending('Old', 90)]]);
    store.dispatch(recentDealsRequested());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.count('GET /api/deals/recent')).toBe(1);
    expect(store.getState().recentDeals.polling).toBe(false);
  });

  it('stops polling on sign-out', async () => {
    const { store, server } = pollingStore([[pending('Acme', 1)]]);
    store.dispatch(recentDealsRequested());
    await jest.advanceTimersByTimeAsync(CONSTANTS.RECENT_DEALS_POLL_MS * 2);
    const before = server.count('GET /api/deals/recent');
    store.dispatch(signedOut());
    await jest.advanceTimersByTimeAsync(CONSTANTS.RECENT_DEALS_POLL_MS * 5);
    expect(server.count('GET /api/deals/recent')).toBe(before);
    expect(store.getState().recentDeals.items).toEqual([]);
  });
});
