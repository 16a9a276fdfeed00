import { looksLikeCompleteAddress } from './address-rule';

describe('looksLikeCompleteAddress (the unused address rule)', () => {
  it.each([
    ['Main St, Springfield', true],
    ['12B', true],
    ['Paris', true],
    ['1234', false],
    ['Rd', false],
    ['   ', false],
  ])('%j → %s', (text, complete) => {
    expect(looksLikeCompleteAddress(text)).toBe(complete);
  });
});
