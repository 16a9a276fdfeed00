import { COUNTRY_CODES, isCountryCode } from './country-codes';
import { COUNTRIES } from './countries';

describe('country codes (spec 1 section 2: the country select, section 5: its validation)', () => {
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
