import { relyingPartyOf } from './relying-party';

/** What PUBLIC_URL may be for passkeys: a host name on a secure page, as browsers require. */
describe('the passkeys relying party from PUBLIC_URL', () => {
  it.each([
    ['https://quorum.example.com', { id: 'quorum.example.com', origin: 'https://quorum.example.com' }],
    ['https://quorum.example.com:8443', { id: 'quorum.example.com', origin: 'https://quorum.example.com:8443' }],
    ['https://Quorum.Example.com', { id: 'quorum.example.com', origin: 'https://quorum.example.com' }],
    ['http://localhost:3000', { id: 'localhost', origin: 'http://localhost:3000' }],
    ['http://quorum.localhost:3000', { id: 'quorum.localhost', origin: 'http://quorum.localhost:3000' }],
  ])('%s is one', (publicUrl, expected) => {
    expect(relyingPartyOf(publicUrl)).toEqual({ ok: true, relyingParty: { ...expected, name: 'Quorum' } });
  });

  it.each([
    ['http://127.0.0.1:3000', /is an IP address \(127\.0\.0\.1\)/],
    ['https://10.0.0.5', /is an IP address/],
    ['https://[::1]:3000', /is an IP address \(::1\)/],
    ['http://quorum.example.com', /must be https/],
    ['http://localhost.example.com', /must be https/],
    ['ftp://localhost', /must be https/],
    ['not a url', /is not a URL/],
  ])('%s is not: it %s', (publicUrl, reason) => {
    const result = relyingPartyOf(publicUrl);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
