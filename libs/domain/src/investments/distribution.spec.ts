import fc from 'fast-check';
import { distributeExit, type PaidInCapital } from './distribution';
import { sumOf } from './pro-rata';

const investors = (...paid: number[]): PaidInCapital[] => paid.map((paidIn, index) => ({ id: `m${index + 1}`, paidIn: BigInt(paidIn) }));

describe('distributeExit', () => {
  it('the worked example of docs/flows/investments.md: 10% of the profit to the submitter, the rest pro rata', () => {
    // $500,000.00 paid in by three members; the exit returns $2,000,000.00; profit $1,500,000.00.
    const result = distributeExit({ proceeds: 200_000_000n, investors: investors(25_000_000, 15_000_000, 10_000_000), carryTo: 'submitter' });
    expect(result.profit).toBe(150_000_000n);
    expect(result.carry).toEqual({ to: 'submitter', amount: 15_000_000n });
    expect(result.investors.map((row) => row.amount)).toEqual([92_500_000n, 55_500_000n, 37_000_000n]);
  });

  it('pays no carry without a submitter who gave founder contacts', () => {
    const result = distributeExit({ proceeds: 300n, investors: investors(100), carryTo: undefined });
    expect(result.carry).toBeUndefined();
    expect(result.investors[0]!.amount).toBe(300n);
  });

  it.each([
    ['a loss', 80n],
    ['breaking even', 100n],
    ['nothing back', 0n],
  ])('pays no carry on %s', (_case, proceeds) => {
    const result = distributeExit({ proceeds, investors: investors(60, 40), carryTo: 'submitter' });
    expect(result.carry).toBeUndefined();
    expect(sumOf(result.investors.map((row) => row.amount))).toBe(proceeds);
  });

  it('rounds the carry down to the minor unit: 10% of a profit of 19 cents is 1 cent', () => {
    const result = distributeExit({ proceeds: 119n, investors: investors(100), carryTo: 'submitter' });
    expect(result.carry?.amount).toBe(1n);
    expect(result.investors[0]!.amount).toBe(118n);
  });

  it('a submitter who also invested receives both their carry and their share', () => {
    const result = distributeExit({ proceeds: 1_100n, investors: [{ id: 'submitter', paidIn: 100n }, { id: 'other', paidIn: 100n }], carryTo: 'submitter' });
    expect(result.carry).toEqual({ to: 'submitter', amount: 90n });
    expect(result.investors.map((row) => row.amount)).toEqual([505n, 505n]);
  });

  it('refuses an exit with no capital paid in or negative proceeds: callers check both first', () => {
    expect(() => distributeExit({ proceeds: 10n, investors: [], carryTo: undefined })).toThrow(RangeError);
    expect(() => distributeExit({ proceeds: -1n, investors: investors(1), carryTo: undefined })).toThrow(RangeError);
  });
});

const exitArbitrary = fc.record({
  proceeds: fc.bigInt({ min: 0n, max: 10n ** 18n }),
  paid: fc.array(fc.bigInt({ min: 1n, max: 10n ** 15n }), { minLength: 1, maxLength: 200 }),
  withCarry: fc.boolean(),
});

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const distribute = ({ proceeds, paid, withCarry }: { proceeds: bigint; paid: bigint[]; withCarry: boolean }) =>
  distributeExit({ proceeds, investors: paid.map((paidIn, index) => ({ id: String(index), paidIn })), carryTo: withCarry ? 'submitter' : undefined });

describe('distributeExit, properties', () => {
  it('adds up to the proceeds to the minor unit', () => {
    fc.assert(fc.property(exitArbitrary, (exit) => {
      const result = distribute(exit);
      return (result.carry?.amount ?? 0n) + sumOf(result.investors.map((row) => row.amount)) === exit.proceeds;
    }));
  });

  it('the carry is 10% of a positive profit rounded down, and nothing otherwise', () => {
    fc.assert(fc.property(exitArbitrary, (exit) => {
      const result = distribute(exit);
      const profit = exit.proceeds - sumOf(exit.paid);
      const expected = exit.withCarry && profit > 0n ? (profit * 10n) / 100n : 0n;
      return (result.carry?.amount ?? 0n) === expected && result.profit === profit;
    }));
  });

  it('on a profit every investor gets back at least what they paid in; on a loss no more', () => {
    fc.assert(fc.property(exitArbitrary, (exit) => {
      const result = distribute(exit);
      return result.investors.every((row) => (result.profit >= 0n ? row.amount >= row.paidIn : row.amount <= row.paidIn));
    }));
  });

  it('never gives an investor who paid in more a smaller share', () => {
    fc.assert(fc.property(exitArbitrary, (exit) => {
      // Sorted by paid in, then amount: each row need only be checked against the one before.
      const rows = [...distribute(exit).investors].sort((a, b) => compare(a.paidIn, b.paidIn) || compare(a.amount, b.amount));
      return rows.every((row, index) => index === 0 || rows[index - 1]!.paidIn === row.paidIn || rows[index - 1]!.amount <= row.amount);
    }));
  });

  it('handles thousands of investors and one minor unit of proceeds', () => {
    const paid = Array.from({ length: 5_000 }, (_, index) => BigInt(1 + (index % 13)));
    for (const proceeds of [1n, 10n ** 18n]) {
      const result = distribute({ proceeds, paid, withCarry: true });
      expect((result.carry?.amount ?? 0n) + sumOf(result.investors.map((row) => row.amount))).toBe(proceeds);
    }
  });
});
