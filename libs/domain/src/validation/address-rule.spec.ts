import { looksLikeCompleteAddress } from './address-rule';

describe('looksLikeCompleteAddress (spec 1 section 5, the unused address rule)', () => {
  it.each([
    ['Main St, Springfield', true],
    ['12B', true],
    ['Paris', true],
    ['1234', false],
    ['Rd', false],
    ['   ', false],
  ])('spec 1 section 5: %j → %s', (text, complete) => {
    expect(looksLikeCompleteAddress(text)).toBe(complete);
  });
});
