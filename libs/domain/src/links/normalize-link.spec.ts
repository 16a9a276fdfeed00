import fc from 'fast-check';
import { normalizeLink } from './normalize-link';

const INVALID = { ok: false, message: 'Please enter a valid URL.' };

describe('normalizeLink', () => {
  it.each([
    ['acme.io', 'https://acme.io/'],
    ['  https://www.Acme.io/deck?x=1  ', 'https://www.acme.io/deck?x=1'],
    ['http://acme.io', 'http://acme.io/'],
    ['HTTPS://ACME.IO/Path', 'https://acme.io/Path'],
    ['www.acme.io/about', 'https://www.acme.io/about'],
    ['docsend.com/view/abc123', 'https://docsend.com/view/abc123'],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/'],
    ['127.0.0.1:4000/deck', 'https://127.0.0.1:4000/deck'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['http://[::1]:4000/', 'http://[::1]:4000/'],
    ['acme.io:8080/x', 'https://acme.io:8080/x'],
  ])('"%s" is accepted as %s', (text, url) => {
    expect(normalizeLink(text)).toEqual({ ok: true, url });
  });

  it.each([
    [''],
    ['   '],
    ['hello'],
    ['acme'],
    ['acme .io'],
    ['https://acme .io'],
    ['https://'],
    ['http://'],
    ['.io'],
    ['acme..io'],
    ['mailto:bob@acme.io'],
    ['javascript:alert(1)'],
    ['ftp://files.acme.io'],
    ['data:text/html,hi'],
    ['https://exa mple.com/path'],
  ])('"%s" gives "Please enter a valid URL."', (text) => {
    expect(normalizeLink(text)).toEqual(INVALID);
  });

  it.each([[undefined], [null], [42], [{}], [['acme.io']]])(
    'non-text input %p is not a valid URL',
    (text) => {
      expect(normalizeLink(text)).toEqual(INVALID);
    },
  );

  it('never throws, and an accepted link always parses with http(s)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (text) => {
        const result = normalizeLink(text);
        if (result.ok) {
          expect(['http:', 'https:']).toContain(new URL(result.url).protocol);
        } else {
          expect(result.message).toBe('Please enter a valid URL.');
        }
      }),
    );
  });

  it('every domain is accepted, with https:// added', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const result = normalizeLink(domain);
        expect(result.ok && result.url.startsWith('https://')).toBe(true);
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.domain(), fc.string()), (text) => {
        const once = normalizeLink(text);
        if (once.ok) expect(normalizeLink(once.url)).toEqual(once);
      }),
    );
  });
});
