import { newestDealTime, newIndicatorDeals, showsNewDot } from './new-indicator';

const at = (iso: string) => Date.parse(iso);
const deal = (id: string, createdAt: string) => ({ id, createdAt });

describe('the New indicator', () => {
  it('shows the newest deals, at most 3', () => {
    const deals = [deal('a', '2025-01-01'), deal('b', '2025-01-04'), deal('c', '2025-01-02'), deal('d', '2025-01-03')];
    expect(newIndicatorDeals(deals).map((d) => d.id)).toEqual(['b', 'd', 'c']);
    expect(newIndicatorDeals([])).toEqual([]);
  });

  it('knows the newest deal time', () => {
    expect(newestDealTime([deal('a', '2025-01-01'), deal('b', '2025-01-04')])).toBe(at('2025-01-04'));
    expect(newestDealTime([])).toBeNull();
    expect(newestDealTime([{ id: 'x', createdAt: 'garbage' }])).toBeNull();
  });

  it.each([
    ['the cache holds a deal newer than the last view', { newestDealAt: 200, lastViewedAt: 100, dealsUpdatedAt: null }, true],
    ['nothing is newer than the last view', { newestDealAt: 100, lastViewedAt: 100, dealsUpdatedAt: null }, false],
    ['a deals-updated event came after the last view', { newestDealAt: 50, lastViewedAt: 100, dealsUpdatedAt: 150 }, true],
    ['the event came before the last view', { newestDealAt: 50, lastViewedAt: 100, dealsUpdatedAt: 90 }, false],
    ['never viewed, with deals', { newestDealAt: 50, lastViewedAt: null, dealsUpdatedAt: null }, true],
    ['never viewed, no deals, no event', { newestDealAt: null, lastViewedAt: null, dealsUpdatedAt: null }, false],
  ])('green dot when %s: %s', (_case, input, expected) => {
    expect(showsNewDot(input)).toBe(expected);
  });
});
