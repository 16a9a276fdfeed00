import { INVESTMENT_MESSAGES, MAX_AMOUNT_MINOR, minorUnitsPerUnit } from '@quorum/domain';
import { fail, type Result } from '../../lib/http/result';

/**
 * An amount from a request (digits in minor units, already shaped by the schema) as a bigint, or
 * the 400 that says why not: at most MAX_AMOUNT_MINOR, and whole units of the currency unless
 * `cents` (rounds are raised in whole units; a wire arrives to the cent:
 * docs/decisions/0021-money-is-integer-minor-units.md).
 */
export function wholeAmount(digits: string, currency: string, field: string, options: { cents?: boolean } = {}): Result<{ minor: bigint }> {
  const minor = BigInt(digits);
  if (minor > MAX_AMOUNT_MINOR) return fail(400, INVESTMENT_MESSAGES.amountTooLarge, { [field]: INVESTMENT_MESSAGES.amountTooLarge });
  if (!options.cents && minor % minorUnitsPerUnit(currency) !== 0n) return fail(400, INVESTMENT_MESSAGES.notWholeUnits, { [field]: INVESTMENT_MESSAGES.notWholeUnits });
  return { ok: true, minor };
}

/** A stored amount (a number of minor units, at most 10^15) as a bigint. */
export const minorOf = (stored: number): bigint => BigInt(stored);

/** An amount for the wire: digits of minor units. */
export const wire = (minor: bigint | number): string => minor.toString();
