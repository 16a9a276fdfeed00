import fc from 'fast-check';
import { splitProRata, sumOf } from './pro-rata';

describe('splitProRata', () => {
  it.each([
    ['an even split', 10n, [1n, 1n], [5n, 5n]],
    ['the leftover unit to the largest remainder, wherever it stands', 7n, [2n, 3n, 5n], [1n, 2n, 4n]],
    ['leftover units to the earlier of equal remainders', 2n, [1n, 1n, 1n], [1n, 1n, 0n]],
    ['a zero weight gets nothing', 9n, [0n, 3n], [0n, 9n]],
    ['nothing to split', 0n, [0n, 0n], [0n, 0n]],
  ])('%s', (_rule, total, weights, expected) => {
    expect(splitProRata(total, weights)).toEqual(expected);
  });

  it('refuses a negative total or weight, and a positive total without weight', () => {
    expect(() => splitProRata(-1n, [1n])).toThrow(RangeError);
    expect(() => splitProRata(1n, [-1n, 2n])).toThrow(RangeError);
    expect(() => splitProRata(1n, [0n])).toThrow(RangeError);
  });

  it('adds up to the total, each share within a unit of its exact part', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 1, maxLength: 50 }), (total, weights) => {
        fc.pre(sumOf(weights) > 0n);
        const shares = splitProRata(total, weights);
        const sum = sumOf(weights);
        // share − weight·total/sum lies in (−1, 1): compared exactly, scaled by the sum.
        return sumOf(shares) === total && shares.every((share, index) => {
          const gap = share * sum - weights[index]! * total;
          return gap > -sum && gap < sum;
        });
      }),
    );
  });
});
