import { faviconDomainOf, faviconPrefetchBatches, isFaviconEntryFresh } from './favicon-rules';

const DAY = 24 * 60 * 60 * 1000;

describe('the client favicon cache', () => {
  it.each([
    [0, true],
    [7 * DAY - 1, true],
    [7 * DAY, false],
    [-1000, false],
  ])('an entry %d ms old is fresh: %s', (age, expected) => {
    expect(isFaviconEntryFresh({ url: '/api/favicon?domain=a.com', timestamp: 1_000_000_000_000 - age, isValid: true }, 1_000_000_000_000)).toBe(expected);
  });

  it('has no entry to be fresh', () => {
    expect(isFaviconEntryFresh(null, 0)).toBe(false);
  });

  it.each([
    [{ assets: { faviconAsset: '/api/favicon?domain=Acme.com' }, url: 'https://other.com' }, 'acme.com'],
    [{ assets: { faviconAsset: null }, url: 'https://www.rocket.ly/about' }, 'www.rocket.ly'],
    [{ assets: {}, url: 'rocket.ly' }, 'rocket.ly'],
    [{ assets: { faviconAsset: '' }, url: null }, undefined],
    [null, undefined],
  ])('the domain of %j is %s', (deal, expected) => {
    expect(faviconDomainOf(deal)).toBe(expected);
  });

  it('prefetches at most 5 distinct domains in batches of 3', () => {
    expect(faviconPrefetchBatches(['a', 'b', 'a', undefined, 'c', 'd', 'e', 'f', 'g'])).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(faviconPrefetchBatches([])).toEqual([]);
  });
});
