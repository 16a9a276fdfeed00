import fc from 'fast-check';
import { DOCSEND_MESSAGES } from './docsend-messages';
import { convertibleDocsendLink, isDocsendUrl } from './docsend-url';

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
  ])('%s is a document-sharing link: %s', (url, expected) => {
    expect(isDocsendUrl(url)).toBe(expected);
  });

  it.each([[undefined], [null], [7], [{ url: 'https://docsend.com' }]])(
    'non-text %p is not a document-sharing link',
    (url) => {
      expect(isDocsendUrl(url)).toBe(false);
    },
  );

  it('every docsend.com subdomain counts, and never throws on any text', () => {
    fc.assert(fc.property(fc.domain(), (domain) => isDocsendUrl(`https://${domain}.docsend.com/v/1`)));
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof isDocsendUrl(text)).toBe('boolean');
      }),
    );
  });
});

/** Only these links may reach the DocSend converter (docs/security/docsend-links.md). */
describe('convertibleDocsendLink', () => {
  it.each([
    ['https://docsend.com/view/abc', 'https://docsend.com/view/abc'],
    ['docsend.com/view/abc', 'https://docsend.com/view/abc'],
    ['  HTTPS://DocSend.com/view/abc  ', 'https://docsend.com/view/abc'],
    ['https://acme.docsend.com/view/abc?x=1', 'https://acme.docsend.com/view/abc?x=1'],
    ['https://dbx.docsend.com/view/abc', 'https://dbx.docsend.com/view/abc'],
    ['https://docsend.dropbox.com/view/abc', 'https://docsend.dropbox.com/view/abc'],
    ['https://docsend.com:443/view/abc', 'https://docsend.com/view/abc'],
  ])('docs/security/docsend-links.md: %s converts as %s', (text, url) => {
    expect(convertibleDocsendLink(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://docsend.com/view/x'],
    ['https://docsend.com.evil.example/view/x'],
    ['https://evil.example/docsend.com/view/x'],
    ['https://user@docsend.com@evil.example/view/x'],
    ['https://user:secret@docsend.com/view/x'],
    ['https://docsend.com:8443/view/x'],
    ['docsend.com:8443/view/x'],
    ['https://127.0.0.1/view/x'],
    ['https://[::1]/view/x'],
    ['https://localhost/view/x'],
    ['https://notdocsend.com/view/x'],
    ['https://dropbox.com/s/x'],
    ['https://evil.example\\@docsend.com/view/x'],
    ['https://d\u043ecsend.com/view/x'],
    ['data:text/html,https://docsend.com/view/x'],
    ['javascript:alert(1)//docsend.com'],
    ['ftp://docsend.com/view/x'],
    ['https://docsend.com/view/x https://evil.example/'],
    ['https://docsend.com/view/x\nhttps://evil.example/'],
    [''],
    [undefined],
    [42],
  ])('docs/security/docsend-links.md: %p is refused with the same message', (text) => {
    expect(convertibleDocsendLink(text)).toEqual({ ok: false, message: DOCSEND_MESSAGES.notConvertible });
  });

  it('docs/security/docsend-links.md: any link it accepts is an https DocSend link, and it never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (text) => {
        const result = convertibleDocsendLink(text);
        if (result.ok) expect([new URL(result.url).protocol, isDocsendUrl(result.url)]).toEqual(['https:', true]);
      }),
    );
    fc.assert(fc.property(fc.domain(), (domain) => convertibleDocsendLink(`https://${domain}.docsend.com/view/1`).ok));
  });
});
