import { COUNTRY_CODES, isCountryCode } from './country-codes';
import { COUNTRIES } from './countries';

describe('country codes (the country select and its validation)', () => {
  it('holds exactly the codes of the named country list', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRIES.map((country) => country.value).sort());
  });

  it.each([
    ['US', true],
    ['GB', true],
    ['XK', false],
    ['us', false],
    ['', false],
  ])('%j is a country code: %s', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });
});
