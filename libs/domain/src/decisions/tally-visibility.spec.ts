import { tallyVisible } from './tally-visibility';

describe('who sees the tally', () => {
  it.each([
    [false, true, 'open', false],
    [false, true, 'closed', true],
    [false, false, 'open', true],
    [true, true, 'open', true],
    [true, false, 'closed', true],
  ] as const)('admin %s, sealed %s, window %s: visible %s', (isAdmin, sealed, phase, visible) => {
    expect(tallyVisible({ isAdmin }, sealed, phase)).toBe(visible);
  });
});
