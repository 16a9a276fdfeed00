import { normalizeDomainInput } from './domain-input';

describe('normalizeDomainInput (a host or host/handle, a domain or a URL)', () => {
  it.each([
    ['acme.io', { host: 'acme.io', hostname: 'acme.io' }],
    ['  ACME.io  ', { host: 'acme.io', hostname: 'acme.io' }],
    ['https://www.acme.io/x?y=1#z', { host: 'www.acme.io', hostname: 'www.acme.io', scheme: 'https' }],
    ['http://acme.io', { host: 'acme.io', hostname: 'acme.io', scheme: 'http' }],
    ['twitter.com/handle', { host: 'twitter.com', hostname: 'twitter.com' }],
    ['acme.io.', { host: 'acme.io', hostname: 'acme.io' }],
    ['https://acme.io:443/', { host: 'acme.io', hostname: 'acme.io', scheme: 'https' }],
    ['127.0.0.1:8080', { host: '127.0.0.1:8080', hostname: '127.0.0.1' }],
    ['[::1]:8080', { host: '[::1]:8080', hostname: '::1' }],
    ['bücher.de', { host: 'xn--bcher-kva.de', hostname: 'xn--bcher-kva.de' }],
  ])('%s → %j', (input, expected) => {
    expect(normalizeDomainInput(input)).toEqual(expected);
  });

  it.each(['', '   ', 'ftp://acme.io', 'file:///etc/passwd', 'http://', 'acme io', 'http://[bad/', 'x'.repeat(2049)])('refuses %j', (input) => {
    expect(normalizeDomainInput(input)).toBeUndefined();
  });
});
