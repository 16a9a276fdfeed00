import fc from 'fast-check';
import { dealNameFromUrl, dealNameOf } from './deal-name';

describe('dealNameFromUrl', () => {
  it.each([
    ['https://www.acme.io/x', 'Acme'],
    ['https://acme.io', 'Acme'],
    ['acme.io', 'Acme'],
    ['www.acme.io', 'Acme'],
    ['https://app.acme.io/dashboard', 'App'],
    ['HTTPS://WWW.ACME.IO', 'Acme'],
    ['http://localhost:3000', 'Localhost'],
    ['  https://stripe.com  ', 'Stripe'],
    ['https://docsend.com/view/abc', 'Submitted Docsend Documents'],
    ['acme.docsend.com/view/abc', 'Submitted Docsend Documents'],
    ['', 'Submitted Deal'],
    ['   ', 'Submitted Deal'],
    [undefined, 'Submitted Deal'],
    ['https://', 'Submitted Deal'],
    ['mailto:bob@acme.io', 'Submitted Deal'],
    [null, 'Submitted Deal'],
  ])('%p is named "%s"', (url, name) => {
    expect(dealNameFromUrl(url)).toBe(name);
  });

  it('never throws and never answers an empty name', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (url) => {
        expect(dealNameFromUrl(url)).not.toBe('');
      }),
    );
  });
});

describe('dealNameOf', () => {
  it.each([
    ['https://www.acme.io', 'https://docsend.com/view/abc', 'Acme'],
    [undefined, 'https://docsend.com/view/abc', 'Submitted Docsend Documents'],
    [null, null, 'Submitted Deal'],
    ['https://acme.io', undefined, 'Acme'],
  ])('a website %p and a DocSend link %p name the deal "%s"', (mainUrl, docsendUrl, name) => {
    expect(dealNameOf(mainUrl, docsendUrl)).toBe(name);
  });
});
