import { splitProRata, sumOf } from './pro-rata';

/**
 * A ratio of two amounts in basis points (1.85× is 18,500), rounded down; undefined without a
 * denominator. Multiples are shown, never computed from, so a basis point is precision enough.
 */
export function ratioBasisPoints(numerator: bigint, denominator: bigint): bigint | undefined {
  if (denominator <= 0n) return undefined;
  return (numerator * 10_000n) / denominator;
}

/** A multiple as people read it: 18,500 basis points → "1.85×"; none → "—". */
export function formatMultiple(basisPoints: bigint | undefined): string {
  if (basisPoints === undefined) return '—';
  const hundredths = basisPoints / 100n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}×`;
}

/** What a holding is worth and has returned, for one position or a whole network. */
export interface PerformanceInput {
  readonly paidIn: bigint;
  /** What is still held, at its latest mark (zero after an exit). */
  readonly value: bigint;
  readonly distributed: bigint;
}

export interface Performance extends PerformanceInput {
  /** Total value to paid in: (value + distributed) / paid in. For one position, its multiple. */
  readonly tvpiBasisPoints: bigint | undefined;
  /** Distributed to paid in. */
  readonly dpiBasisPoints: bigint | undefined;
}

export function performanceOf(input: PerformanceInput): Performance {
  return {
    ...input,
    tvpiBasisPoints: ratioBasisPoints(input.value + input.distributed, input.paidIn),
    dpiBasisPoints: ratioBasisPoints(input.distributed, input.paidIn),
  };
}

/** The sum of several holdings' figures, for a portfolio or the network. */
export function totalPerformance(parts: readonly PerformanceInput[]): Performance {
  return performanceOf({
    paidIn: sumOf(parts.map((part) => part.paidIn)),
    value: sumOf(parts.map((part) => part.value)),
    distributed: sumOf(parts.map((part) => part.distributed)),
  });
}

/**
 * Each investor's part of a holding's latest mark, pro rata to capital paid in and to the unit (the
 * parts add up to the mark). Before any mark a holding is worth what was paid in. The investors are
 * taken in the order of their ids, whatever order they were read in, so every view of a holding
 * gives the leftover units to the same members.
 */
export function valueShares(mark: bigint | undefined, paidBy: ReadonlyMap<string, bigint>): Map<string, bigint> {
  const investors = [...paidBy.keys()].sort();
  const paidIn = investors.map((id) => paidBy.get(id) ?? 0n);
  const values = mark === undefined ? paidIn : sumOf(paidIn) === 0n ? paidIn.map(() => 0n) : splitProRata(mark, paidIn);
  return new Map(investors.map((id, index) => [id, values[index] ?? 0n]));
}
