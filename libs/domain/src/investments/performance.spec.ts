import { formatMultiple, performanceOf, ratioBasisPoints, totalPerformance, valueShares } from './performance';

describe('performance figures', () => {
  it.each([
    [185n, 100n, 18_500n, '1.85×'],
    [1n, 3n, 3_333n, '0.33×'],
    [0n, 100n, 0n, '0.00×'],
    [2_000n, 100n, 200_000n, '20.00×'],
  ])('%p over %p is %p basis points, shown %p', (numerator, denominator, basisPoints, shown) => {
    expect(ratioBasisPoints(numerator, denominator)).toBe(basisPoints);
    expect(formatMultiple(basisPoints)).toBe(shown);
  });

  it('has no multiple without capital paid in', () => {
    expect(ratioBasisPoints(5n, 0n)).toBeUndefined();
    expect(formatMultiple(undefined)).toBe('—');
  });

  it('TVPI counts what is held and what was returned; DPI only what was returned', () => {
    const figures = performanceOf({ paidIn: 1_000n, value: 1_500n, distributed: 500n });
    expect(figures.tvpiBasisPoints).toBe(20_000n);
    expect(figures.dpiBasisPoints).toBe(5_000n);
  });

  it('sums holdings before dividing, never averages their multiples', () => {
    const total = totalPerformance([
      { paidIn: 100n, value: 300n, distributed: 0n },
      { paidIn: 900n, value: 900n, distributed: 0n },
    ]);
    expect(total).toMatchObject({ paidIn: 1_000n, value: 1_200n, tvpiBasisPoints: 12_000n });
  });

  it('splits a mark pro rata to paid in, to the unit; before a mark a position is worth its cost', () => {
    expect(valueShares(1_000n, new Map([['a', 1n], ['b', 2n]]))).toEqual(new Map([['a', 333n], ['b', 667n]]));
    expect(valueShares(undefined, new Map([['a', 5n], ['b', 7n]]))).toEqual(new Map([['a', 5n], ['b', 7n]]));
    expect(valueShares(10n, new Map([['a', 0n], ['b', 0n]]))).toEqual(new Map([['a', 0n], ['b', 0n]]));
    // The leftover unit goes to the same member whichever order the investors were read in.
    expect(valueShares(10n, new Map([['b', 1n], ['a', 1n], ['c', 1n]]))).toEqual(valueShares(10n, new Map([['a', 1n], ['c', 1n], ['b', 1n]])));
  });
});
