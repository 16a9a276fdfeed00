import { isAcceptableFaviconType } from './favicon-type';

describe('isAcceptableFaviconType', () => {
  it.each([
    ['image/png', true],
    ['image/x-icon', true],
    ['text/html; charset=utf-8', false],
    ['application/xml', false],
    ['image/svg+xml', false],
    ['', false],
    [null, false],
  ])('content type %s is an icon: %s', (type, expected) => {
    expect(isAcceptableFaviconType(type)).toBe(expected);
  });
});
