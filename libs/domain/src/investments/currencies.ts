/**
 * The circulating currencies of ISO 4217 a round may raise in, with the digits of their minor unit.
 * Fund codes (BOV, CLF, COU, MXV, USN, UYI, UYW, CHE, CHW), precious metals and testing codes are
 * left out: a vehicle takes wires in money people hold. The table is ours, not the runtime's: Intl
 * follows CLDR, whose digits differ from ISO's for a few currencies (ISK, IDR), and an amount's
 * meaning must not change with the browser.
 */
const MINOR_DIGITS_OTHER_THAN_TWO: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

export const CURRENCY_CODES: readonly string[] = (
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP ' +
  'CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD ' +
  'IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR ' +
  'MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP ' +
  'SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG ' +
  'XOF XPF YER ZAR ZMW ZWG'
).split(' ');

const KNOWN = new Set(CURRENCY_CODES);

export function isCurrencyCode(code: string): boolean {
  return KNOWN.has(code);
}

/** How many digits the currency's minor unit has: 2 for USD (cents), 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return MINOR_DIGITS_OTHER_THAN_TWO[currency] ?? 2;
}

/** Minor units in one whole unit of the currency: 100 for USD, 1 for JPY, 1,000 for KWD. */
export function minorUnitsPerUnit(currency: string): bigint {
  return 10n ** BigInt(minorUnitDigits(currency));
}
