import { mobileRecentDeals, showingCountText } from './mobile-recent-deals';

const NOW = Date.parse('2025-01-01T12:00:00Z');
const minutesAgo = (id: string, minutes: number) => ({ id, createdAt: new Date(NOW - minutes * 60_000).toISOString() });

describe('Your Recent Deals in the mobile menu', () => {
  it('shows up to 3 of the last hour and counts them all', () => {
    const deals = [minutesAgo('a', 5), minutesAgo('b', 10), minutesAgo('c', 20), minutesAgo('d', 30), minutesAgo('e', 90)];
    const { shown, total } = mobileRecentDeals(deals, NOW);
    expect(shown.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(total).toBe(4);
    expect(showingCountText(shown.length, total)).toBe('Showing 3 of 4');
  });

  it('falls back to the first 3 when none is recent', () => {
    const deals = [minutesAgo('a', 300), minutesAgo('b', 100), minutesAgo('c', 200), minutesAgo('d', 400)];
    const { shown, total } = mobileRecentDeals(deals, NOW);
    expect(shown.map((d) => d.id)).toEqual(['b', 'c', 'a']);
    expect(total).toBe(4);
  });

  it('says nothing when all are shown', () => {
    expect(showingCountText(2, 2)).toBeNull();
    expect(showingCountText(0, 0)).toBeNull();
  });
});
