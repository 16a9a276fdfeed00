import { COUNTRIES } from './countries';
import { isCountryCode } from './country-codes';
import { isUsStateCode, US_STATES } from './us-states';

describe('select data (the options of the select questions)', () => {
  it('stateSelect offers the 50 states and DC by two-letter code', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(51);
    expect(US_STATES).toContainEqual({ value: 'CA', label: 'California' });
    expect(US_STATES).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    for (const state of US_STATES) expect(state.value).toMatch(/^[A-Z]{2}$/);
  });

  it('the country select offers all 249 ISO 3166-1 alpha-2 codes, unique, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.value)).size).toBe(249);
    for (const country of COUNTRIES) expect(country.value).toMatch(/^[A-Z]{2}$/);
    const labels = COUNTRIES.map((country) => country.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(labels);
  });

  it.each([
    ['US', 'United States'],
    ['GB', 'United Kingdom'],
    ['DE', 'Germany'],
    ['CI', "Côte d'Ivoire"],
    ['XK', undefined],
  ])('country %s is %s', (code, label) => {
    expect(COUNTRIES.find((country) => country.value === code)?.label).toBe(label);
  });

  it.each([
    ['CA', true, true],
    ['DC', true, false],
    ['US', false, true],
    ['ca', false, false],
    ['', false, false],
  ])('%j is a state code: %s, a country code: %s', (code, state, country) => {
    expect(isUsStateCode(code)).toBe(state);
    expect(isCountryCode(code)).toBe(country);
  });
});
