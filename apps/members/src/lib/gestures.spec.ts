import fc from 'fast-check';
import { closesOnOutsideClick, isMobileViewport, modalZIndex, shouldCloseOnSwipe } from './gestures';

describe('swipe to close: offset over 80 px or speed over 300 px/s', () => {
  it.each([
    [81, 0, true],
    [80, 0, false],
    [10, 301, true],
    [10, 300, false],
    [200, 1000, true],
    [-200, 2000, false],
    [0, 500, false],
    [Number.NaN, 500, false],
  ])('offset %d px at %d px/s closes: %s', (offsetX, velocityX, expected) => {
    expect(shouldCloseOnSwipe({ offsetX, velocityX })).toBe(expected);
  });

  it('never closes on a swipe to the left', () => {
    fc.assert(fc.property(fc.double({ max: 0 }), fc.double(), (offsetX, velocityX) => !shouldCloseOnSwipe({ offsetX, velocityX })));
  });
});

describe('modal stack', () => {
  it.each([
    [0, 9000],
    [1, 9100],
    [2, 9200],
    [-1, 9000],
  ])('position %d has z-index %d', (position, zIndex) => {
    expect(modalZIndex(position)).toBe(zIndex);
  });

  it.each([
    [767, undefined, true],
    [768, undefined, false],
    [1280, undefined, false],
    [1280, true, true],
    [390, false, false],
  ])('at %d px (override %s) an outside click closes: %s', (width, override, expected) => {
    expect(closesOnOutsideClick(width, override)).toBe(expected);
  });

  it('the mobile breakpoint is 768 px', () => {
    expect(isMobileViewport(767)).toBe(true);
    expect(isMobileViewport(768)).toBe(false);
  });
});
