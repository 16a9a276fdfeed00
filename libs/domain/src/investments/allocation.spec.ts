import fc from 'fast-check';
import { allocateRound, type RoundCommitment } from './allocation';
import { sumOf } from './pro-rata';

const commitments = (...amounts: number[]): RoundCommitment[] => amounts.map((amount, index) => ({ id: `m${index + 1}`, amount: BigInt(amount) }));
const allocatedOf = (target: number, minimum: number, amounts: number[]) =>
  allocateRound({ target: BigInt(target), minimum: BigInt(minimum), commitments: commitments(...amounts) }).map((row) => Number(row.allocated));

describe('allocateRound', () => {
  it.each([
    ['a round not filled gives everyone what they committed', 100, 10, [30, 20], [30, 20]],
    ['a round filled exactly gives everyone what they committed', 100, 10, [60, 40], [60, 40]],
    ['an oversubscribed round cuts pro rata', 100, 10, [100, 100], [50, 50]],
    ['an oversubscribed round cuts pro rata, unevenly', 120, 10, [200, 100], [80, 40]],
    ['a leftover unit goes to the earliest of equal remainders', 100, 1, [100, 100, 100], [34, 33, 33]],
    ['a leftover unit goes to the largest remainder, not the earliest', 3, 1, [3, 4], [1, 2]],
    ['a share under the minimum is raised to it, the others share the rest', 100, 20, [150, 150, 30], [40, 40, 20]],
    ['with no room for all at the minimum, the smallest commitment is left out', 100, 40, [60, 60, 50], [50, 50, 0]],
    ['between equal smallest commitments, the later one is left out', 100, 40, [60, 50, 50], [55, 45, 0]],
    ['three commitments of 40 cannot make 100 at a minimum of 40: 80, under the target', 100, 40, [40, 40, 40], [40, 40, 0]],
    ['one member oversubscribing alone gets the target', 500, 10, [900], [500]],
    ['a target of one unit goes whole to the earliest of equals', 1, 1, [1, 1, 1], [1, 0, 0]],
    ['commitments of one unit fill what they can', 2, 1, [1, 1, 1], [1, 1, 0]],
  ])('%s', (_rule, target, minimum, amounts, expected) => {
    expect(allocatedOf(target, minimum, amounts)).toEqual(expected);
  });

  it('the worked example of docs/flows/investments.md', () => {
    // Target $500,000, minimum $10,000, in whole dollars; seven commitments, $772,000 in all.
    const amounts = [100_000, 250_000, 100_000, 150_000, 75_000, 12_000, 85_000];
    expect(allocatedOf(500_000, 10_000, amounts)).toEqual([64_474, 161_184, 64_474, 96_710, 48_355, 10_000, 54_803]);
  });

  it('refuses a commitment under the minimum or a target under the minimum: callers check both first', () => {
    expect(() => allocatedOf(100, 10, [5])).toThrow(RangeError);
    expect(() => allocatedOf(5, 10, [10])).toThrow(RangeError);
    expect(() => allocatedOf(100, 0, [10])).toThrow(RangeError);
  });

  it('keeps the input order and ids', () => {
    const rows = allocateRound({ target: 10n, minimum: 1n, commitments: [{ id: 'b', amount: 10n }, { id: 'a', amount: 10n }] });
    expect(rows.map((row) => row.id)).toEqual(['b', 'a']);
  });
});

/** A round and commitments that respect its minimum; sizes from one unit up. */
const roundArbitrary = fc
  .record({ minimum: fc.bigInt({ min: 1n, max: 1_000n }), extraTarget: fc.bigInt({ min: 0n, max: 50_000n }), count: fc.integer({ min: 1, max: 60 }) })
  .chain(({ minimum, extraTarget, count }) =>
    fc.record({
      target: fc.constant(minimum + extraTarget),
      minimum: fc.constant(minimum),
      amounts: fc.array(fc.bigInt({ min: minimum, max: minimum * 20n + 5_000n }), { minLength: count, maxLength: count }),
    }),
  );

/** Small, close commitments: shares round to the same floor often, so remainders decide. */
const crowdedRoundArbitrary = fc.integer({ min: 2, max: 8 }).chain((count) =>
  fc.record({
    target: fc.bigInt({ min: 1n, max: BigInt(count * 4) }),
    minimum: fc.constant(1n),
    amounts: fc.array(fc.bigInt({ min: 1n, max: 4n }), { minLength: count, maxLength: count }),
  }),
);

const run = ({ target, minimum, amounts }: { target: bigint; minimum: bigint; amounts: bigint[] }) =>
  allocateRound({ target, minimum, commitments: amounts.map((amount, index) => ({ id: String(index), amount })) });

describe('allocateRound, properties', () => {
  it('never allocates more than a commitment, and each allocation is zero or at least the minimum', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) =>
        run(round).every((row) => row.allocated <= row.committed && (row.allocated === 0n || row.allocated >= round.minimum)),
      ),
    );
  });

  it('adds up to the target when commitments exceed it, unless the minimum makes that impossible; never more', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const total = sumOf(run(round).map((row) => row.allocated));
        const committed = sumOf(round.amounts);
        if (committed <= round.target) return expect(total).toBe(committed);
        // The most the minimum allows: the largest commitments that fit at the minimum, capped at the target.
        const seats = Number(round.target / round.minimum);
        const largest = sumOf([...round.amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)).slice(0, seats));
        expect(total).toBe(largest < round.target ? largest : round.target);
        if (BigInt(round.amounts.length) * round.minimum <= round.target) expect(total).toBe(round.target);
      }),
    );
  });

  it('never gives a larger commitment a smaller allocation', () => {
    fc.assert(
      fc.property(fc.oneof(roundArbitrary, crowdedRoundArbitrary), (round) => {
        const rows = run(round).sort((a, b) => (a.committed < b.committed ? -1 : a.committed > b.committed ? 1 : 0));
        // Sorted by commitment, every allocation is at least the largest one given to a smaller commitment.
        let largestOfSmaller = 0n;
        let largestOfThisSize = 0n;
        for (let index = 0; index < rows.length; index += 1) {
          const row = rows[index]!;
          if (index > 0 && rows[index - 1]!.committed < row.committed) {
            if (largestOfThisSize > largestOfSmaller) largestOfSmaller = largestOfThisSize;
            largestOfThisSize = 0n;
          }
          if (row.allocated < largestOfSmaller) return false;
          if (row.allocated > largestOfThisSize) largestOfThisSize = row.allocated;
        }
        return true;
      }),
    );
  });

  it('cuts pro rata to within a unit among those above the minimum', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const cut = run(round).filter((row) => row.allocated > round.minimum && row.allocated < row.committed);
        return cut.every((a) =>
          cut.every((b) => {
            const skew = a.allocated * b.committed - b.allocated * a.committed;
            return (skew < 0n ? -skew : skew) < a.committed + b.committed;
          }),
        );
      }),
    );
  });

  it('is deterministic: the same commitments in the same order give the same allocations', () => {
    fc.assert(fc.property(roundArbitrary, (round) => expect(run(round)).toEqual(run(round))));
  });

  it('allocates thousands of members to the unit, with a target of one unit or of many', () => {
    const amounts = Array.from({ length: 5_000 }, (_, index) => BigInt(1 + (index % 7)));
    for (const target of [1n, 4_999n, 12_345n]) {
      const rows = run({ target, minimum: 1n, amounts });
      expect(sumOf(rows.map((row) => row.allocated))).toBe(target);
      expect(rows.every((row) => row.allocated <= row.committed)).toBe(true);
    }
  });
});
