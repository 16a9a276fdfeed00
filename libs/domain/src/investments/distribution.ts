import { CONSTANTS } from '../constants';
import { splitProRata, sumOf } from './pro-rata';

/** One investor's capital in a holding, in minor units. */
export interface PaidInCapital {
  readonly id: string;
  readonly paidIn: bigint;
}

export interface ExitInput {
  /** What the exit returned to the vehicle, in minor units. */
  readonly proceeds: bigint;
  /** In the order their commitments were made: an earlier one wins a tie of remainders. */
  readonly investors: readonly PaidInCapital[];
  /**
   * Who earns the submitter's carry: the deal's first submitter when they gave founder contacts at
   * submission, as the submit form promises; undefined when no one does.
   */
  readonly carryTo: string | undefined;
}

export interface ExitDistribution {
  readonly proceeds: bigint;
  readonly paidIn: bigint;
  /** Proceeds less capital paid in; negative on a loss. */
  readonly profit: bigint;
  /** The submitter's carry: a share of a positive profit, rounded down to the minor unit. */
  readonly carry: { readonly to: string; readonly amount: bigint } | undefined;
  /** Each investor's share of the proceeds after carry, pro rata to what they paid in. */
  readonly investors: ReadonlyArray<{ readonly id: string; readonly paidIn: bigint; readonly amount: bigint }>;
}

/**
 * Who receives what from an exit. The profit is the proceeds less the capital paid in; the deal's
 * first submitter earns CARRY_PAYOUT_PERCENT of a positive profit (rounded down: the carry is never
 * more than promised); everything else goes to the investors pro rata to what they paid in, largest
 * remainder first. The parts add up to the proceeds to the minor unit, and on a profit every
 * investor gets back at least what they paid in.
 */
export function distributeExit(input: ExitInput): ExitDistribution {
  const { proceeds, investors, carryTo } = input;
  if (proceeds < 0n) throw new RangeError('Exit proceeds cannot be negative.');
  const paidIn = sumOf(investors.map((investor) => investor.paidIn));
  if (paidIn <= 0n) throw new RangeError('An exit is distributed to capital paid in: none was.');
  const profit = proceeds - paidIn;
  const carryAmount = carryTo !== undefined && profit > 0n ? (profit * BigInt(CONSTANTS.CARRY_PAYOUT_PERCENT)) / 100n : 0n;
  const shares = splitProRata(proceeds - carryAmount, investors.map((investor) => investor.paidIn));
  return {
    proceeds,
    paidIn,
    profit,
    carry: carryTo !== undefined && carryAmount > 0n ? { to: carryTo, amount: carryAmount } : undefined,
    investors: investors.map((investor, index) => ({ id: investor.id, paidIn: investor.paidIn, amount: shares[index] ?? 0n })),
  };
}
