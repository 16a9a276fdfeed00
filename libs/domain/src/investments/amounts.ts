import { minorUnitDigits, minorUnitsPerUnit } from './currencies';

/**
 * The largest amount Quorum keeps in one field, in minor units: ten trillion dollars. It keeps every
 * stored amount exact as a JavaScript number and as a 64-bit integer, and sums over thousands of
 * rows exact as bigints.
 */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

export const AMOUNT_MESSAGES = {
  notANumber: 'Enter an amount in digits, like 25,000 or 25000.50.',
  tooManyDecimals: (currency: string, digits: number) =>
    digits === 0 ? `${currency} amounts have no decimals.` : `${currency} amounts have at most ${digits} decimal${digits === 1 ? '' : 's'}.`,
  tooLarge: 'That amount is larger than Quorum keeps.',
  notWhole: (currency: string) => `Enter a whole number of ${currency}: round amounts have no cents.`,
} as const;

export type AmountResult = { readonly ok: true; readonly minor: bigint } | { readonly ok: false; readonly message: string };

/**
 * Reads an amount as a person types it ("25,000", "25000.50", "$1,000") into minor units, exactly:
 * digits are read as a string, never through a floating-point number. Commas group thousands only;
 * the decimal point is a dot.
 */
export function parseAmount(text: string, currency: string): AmountResult {
  const cleaned = text.trim().replace(/^[^\d.-]{1,4}(?=[\d.])/, '').replace(/\s/g, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  const digits = minorUnitDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false, message: AMOUNT_MESSAGES.tooManyDecimals(currency, digits) };
  const whole = (match[1] ?? '').replace(/,/g, '');
  if (whole.length > 16) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  const minor = BigInt(whole) * minorUnitsPerUnit(currency) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, minor };
}

/** Reads an amount that must be a whole number of the currency's units (a round's limits and commitments). */
export function parseWholeAmount(text: string, currency: string): AmountResult {
  const read = parseAmount(text, currency);
  if (read.ok && read.minor % minorUnitsPerUnit(currency) !== 0n) return { ok: false, message: AMOUNT_MESSAGES.notWhole(currency) };
  return read;
}

/** An amount in minor units as a decimal string in major units: 2500050n USD → "25000.50". */
export function minorToDecimal(minor: bigint, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = minor < 0n ? '-' : '';
  const magnitude = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${magnitude}` : `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

/**
 * An amount for people to read: "$25,000.50", "¥25,000", "$25,000" when it has no cents. Intl
 * formats the decimal string exactly (no floating point on the way), in the given locale.
 */
export function formatAmount(minor: bigint, currency: string, locale = 'en-US'): string {
  const digits = minorUnitDigits(currency);
  const whole = minor % minorUnitsPerUnit(currency) === 0n;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits });
  return format.format(minorToDecimal(minor, currency) as unknown as number);
}
