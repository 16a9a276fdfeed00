import { decideOutboxExposure, isLoopbackOnlyHost, type OutboxExposureInput } from './outbox-exposure';

describe('isLoopbackOnlyHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.45.6.7', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['0.0.0.0', false],
    ['::', false],
    ['::ffff:0.0.0.0', false],
    ['192.168.1.20', false],
    ['10.0.0.5', false],
    ['172.16.0.1', false],
    ['203.0.113.7', false],
    ['fe80::1%eth0', false],
    ['2001:db8::1', false],
    ['quorum.example.com', false],
    ['localhost.example.com', false],
    // Unusual spellings of 127.0.0.1 fail closed: they are treated as names.
    ['127.1', false],
    ['0x7f.0.0.1', false],
    ['2130706433', false],
    ['[::1]', false],
    ['', false],
  ])('%j → %s', (host, expected) => {
    expect(isLoopbackOnlyHost(host)).toBe(expected);
  });
});

describe('decideOutboxExposure', () => {
  const base: OutboxExposureInput = { env: 'development', host: '127.0.0.1', smtpConfigured: false, behindProxy: false, setting: undefined };

  it.each<[string, Partial<OutboxExposureInput>, 'loopback' | 'opted-in' | 'off', string]>([
    ['the default: development on 127.0.0.1', {}, 'loopback', 'HOST=127.0.0.1 is a loopback address'],
    ['test mode on ::1', { env: 'test', host: '::1' }, 'loopback', 'HOST=::1 is a loopback address'],
    ['localhost', { host: 'localhost' }, 'loopback', 'HOST=localhost is a loopback address'],
    ['0.0.0.0 in development', { host: '0.0.0.0' }, 'off', 'HOST=0.0.0.0 is not a loopback address'],
    [':: in test mode', { env: 'test', host: '::' }, 'off', 'HOST=:: is not a loopback address'],
    ['a LAN address', { host: '192.168.1.20' }, 'off', 'HOST=192.168.1.20 is not a loopback address'],
    ['a public address', { host: '203.0.113.7' }, 'off', 'HOST=203.0.113.7 is not a loopback address'],
    ['production on loopback', { env: 'production' }, 'off', 'NODE_ENV=production'],
    ['production on 0.0.0.0', { env: 'production', host: '0.0.0.0' }, 'off', 'NODE_ENV=production'],
    ['production with DEV_OUTBOX=on', { env: 'production', setting: 'on' }, 'off', 'NODE_ENV=production'],
    ['SMTP_URL set, loopback', { smtpConfigured: true }, 'off', 'SMTP_URL is set'],
    ['SMTP_URL set with DEV_OUTBOX=on', { smtpConfigured: true, setting: 'on', host: '0.0.0.0' }, 'off', 'DEV_OUTBOX=on has no effect'],
    ['behind a reverse proxy on loopback', { behindProxy: true }, 'off', 'TRUST_PROXY_HOPS is set'],
    ['DEV_OUTBOX=off on loopback', { setting: 'off' }, 'off', 'DEV_OUTBOX=off'],
    ['DEV_OUTBOX=on on 0.0.0.0', { host: '0.0.0.0', setting: 'on' }, 'opted-in', 'DEV_OUTBOX=on: anyone who can reach HOST=0.0.0.0'],
    ['DEV_OUTBOX=on on a LAN address', { host: '192.168.1.20', setting: 'on' }, 'opted-in', 'network you trust'],
    ['DEV_OUTBOX=on behind a proxy', { behindProxy: true, setting: 'on' }, 'opted-in', 'DEV_OUTBOX=on'],
  ])('%s → %s', (_case, input, mode, reason) => {
    const exposure = decideOutboxExposure({ ...base, ...input });
    expect(exposure.mode).toBe(mode);
    expect(exposure.reason).toContain(reason);
  });
});
