import { faviconDomainOf, faviconPrefetchBatches, isAcceptableFaviconType, isFaviconEntryFresh } from './favicon-cache';

const DAY = 24 * 60 * 60 * 1000;

describe('the client favicon cache (spec 1 sections 3, 7 and 9)', () => {
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
    ['image/png', true],
    ['image/x-icon', true],
    ['text/html; charset=utf-8', false],
    ['application/xml', false],
    ['image/svg+xml', false],
    ['', false],
    [null, false],
  ])('content type %s is an icon: %s', (type, expected) => {
    expect(isAcceptableFaviconType(type)).toBe(expected);
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
