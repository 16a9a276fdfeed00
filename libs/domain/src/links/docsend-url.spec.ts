import fc from 'fast-check';
import { isDocsendUrl } from './docsend-url';

describe('isDocsendUrl', () => {
  it.each([
    ['https://docsend.com/view/abc', true],
    ['docsend.com/view/abc', true],
    ['HTTPS://DocSend.com/view/abc', true],
    ['https://www.docsend.com/view/abc', true],
    ['https://acme.docsend.com/view/abc', true],
    ['http://acme.docsend.com', true],
    ['https://docsend.dropbox.com/view/abc', true],
    ['  https://docsend.com/v/xyz  ', true],
    ['https://acme.io/docsend.com', false],
    ['https://docsend.com.evil.io/view/abc', false],
    ['https://notdocsend.com/view/abc', false],
    ['https://dropbox.com/s/abc', false],
    ['ftp://docsend.com/view/abc', false],
    ['', false],
    ['docsend', false],
  ])('spec 2 section 4: %s is a document-sharing link: %s', (url, expected) => {
    expect(isDocsendUrl(url)).toBe(expected);
  });

  it.each([[undefined], [null], [7], [{ url: 'https://docsend.com' }]])(
    'spec 2 section 4: non-text %p is not a document-sharing link',
    (url) => {
      expect(isDocsendUrl(url)).toBe(false);
    },
  );

  it('spec 2 section 4: every docsend.com subdomain counts, and never throws on any text', () => {
    fc.assert(fc.property(fc.domain(), (domain) => isDocsendUrl(`https://${domain}.docsend.com/v/1`)));
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof isDocsendUrl(text)).toBe('boolean');
      }),
    );
  });
});
