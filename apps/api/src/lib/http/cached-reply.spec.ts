import { etagMatches } from './cached-reply';

describe('etagMatches (If-None-Match, RFC 9110 §13.1.2: weak comparison)', () => {
  const etag = 'W/"abc"';
  it.each([
    ['no header', undefined, false],
    ['the same weak tag', 'W/"abc"', true],
    ['the same tag in its strong form', '"abc"', true],
    ['among others, with spaces', ' "x" ,W/"abc" , "y"', true],
    ['any current answer', '*', true],
    ['another tag', 'W/"abd"', false],
    ['the opaque part without quotes', 'abc', false],
    ['an empty header', '', false],
  ] as const)('%s → %s', (_case, header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
