import fc from 'fast-check';
import { AMOUNT_MESSAGES, MAX_AMOUNT_MINOR, formatAmount, minorToDecimal, parseAmount, parseWholeAmount } from './amounts';
import { CURRENCY_CODES, isCurrencyCode, minorUnitDigits } from './currencies';

describe('parseAmount', () => {
  it.each([
    ['25,000', 'USD', 2_500_000n],
    ['25000.5', 'USD', 2_500_050n],
    ['$1,000.25', 'USD', 100_025n],
    [' 7 ', 'USD', 700n],
    ['0.01', 'USD', 1n],
    ['25,000', 'JPY', 25_000n],
    ['1.234', 'KWD', 1_234n],
    ['€ 1,250', 'EUR', 125_000n],
  ])('reads %p in %s as %p minor units', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', AMOUNT_MESSAGES.notANumber],
    ['abc', AMOUNT_MESSAGES.notANumber],
    ['1,00', AMOUNT_MESSAGES.notANumber],
    ['1.2.3', AMOUNT_MESSAGES.notANumber],
    ['-5', AMOUNT_MESSAGES.notANumber],
    ['1e6', AMOUNT_MESSAGES.notANumber],
    ['12.345', AMOUNT_MESSAGES.tooManyDecimals('USD', 2)],
    ['99999999999999999', AMOUNT_MESSAGES.tooLarge],
    ['10000000000000.01', AMOUNT_MESSAGES.tooLarge],
  ])('refuses %p', (text, message) => {
    expect(parseAmount(text, 'USD')).toEqual({ ok: false, message });
  });

  it('says a yen amount has no decimals', () => {
    expect(parseAmount('10.5', 'JPY')).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooManyDecimals('JPY', 0) });
  });

  it('keeps the largest amount exact, never through a floating-point number', () => {
    expect(parseAmount('10,000,000,000,000.00', 'USD')).toEqual({ ok: true, minor: MAX_AMOUNT_MINOR });
    expect(parseAmount('9007199254740.99', 'USD')).toEqual({ ok: true, minor: 900_719_925_474_099n });
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_AMOUNT_MINOR }), fc.constantFrom('USD', 'JPY', 'KWD'), (minor, currency) => {
        const read = parseAmount(minorToDecimal(minor, currency), currency);
        return read.ok && read.minor === minor;
      }),
    );
  });

  it('reads in linear time: a long run of digits and commas is refused at once', () => {
    expect(parseAmount(`1${',000'.repeat(100_000)}.5`, 'USD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooLarge });
    expect(parseAmount(`${'1,'.repeat(100_000)}x`, 'USD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.notANumber });
  });
});

describe('parseWholeAmount', () => {
  it('refuses cents where a round takes whole units', () => {
    expect(parseWholeAmount('25,000.50', 'USD')).toEqual({ ok: false, message: AMOUNT_MESSAGES.notWhole('USD') });
    expect(parseWholeAmount('25,000.00', 'USD')).toEqual({ ok: true, minor: 2_500_000n });
  });
});

describe('formatAmount and minorToDecimal', () => {
  it.each([
    [2_500_000n, 'USD', '$25,000'],
    [2_500_050n, 'USD', '$25,000.50'],
    [1n, 'USD', '$0.01'],
    [-1_050n, 'USD', '-$10.50'],
    [25_000n, 'JPY', '¥25,000'],
    [1_234n, 'KWD', 'KWD 1.234'],
    [MAX_AMOUNT_MINOR, 'USD', '$10,000,000,000,000'],
    [MAX_AMOUNT_MINOR * 1_000n + 1n, 'USD', '$10,000,000,000,000,000.01'],
  ])('%p %s reads %p', (minor, currency, text) => {
    expect(formatAmount(minor, currency).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('currencies', () => {
  it('knows the minor units of ISO 4217, not of the runtime', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('ISK')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XAU')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
  });

  it('lists each code once, three capital letters each', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect(CURRENCY_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });
});
