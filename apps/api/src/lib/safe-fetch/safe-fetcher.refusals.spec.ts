import { createSafeFetcher } from './safe-fetcher';
import { fakeResolver, startLoopbackSentinel, startLoopbackServer, startSentinel, type LoopbackServer, type Sentinel } from './test-servers';

// Sentinels listen on loopback and count connections: every refusal below must leave them at zero,
// proving the check happens before a socket is opened, not after.
let sentinel: Sentinel;
let sentinel6: Sentinel | undefined;
let allowed: LoopbackServer;
let redirectTo = '';

beforeAll(async () => {
  sentinel = await startLoopbackSentinel();
  sentinel6 = await startSentinel('::1');
  allowed = await startLoopbackServer((_request, response) => {
    response.writeHead(302, { location: redirectTo }).end();
  });
});

afterAll(async () => {
  await Promise.all([sentinel.close(), sentinel6?.close(), allowed.close()]);
});

afterEach(() => {
  expect(sentinel.connections()).toBe(0);
  expect(sentinel6?.connections() ?? 0).toBe(0);
});

const resolver = fakeResolver({
  'internal.test': ['127.0.0.1'],
  'mixed.test': ['93.184.216.34', '127.0.0.1'],
  'v6.test': ['::1'],
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'ula.test': ['fd12:3456::1'],
  'cgnat.test': ['100.64.0.1'],
  'public.test': ['93.184.216.34'],
});

function fetcher() {
  return createSafeFetcher({ resolver, allowPrivate: [allowed.hostPort], connectTimeoutMs: 1_000, totalTimeoutMs: 2_000 });
}

/** {S} and {S6} are the sentinels' ports, {A} the allow-listed server's. */
function fill(template: string): string {
  return template
    .replaceAll('{S6}', String(sentinel6?.port ?? sentinel.port))
    .replaceAll('{S}', String(sentinel.port))
    .replaceAll('{A}', String(allowed.port));
}

describe('the guarded fetcher refuses before connecting', () => {
  it.each([
    ['http://127.0.0.1:{S}/', 'blocked_address'],
    ['http://127.1:{S}/', 'blocked_address'],
    ['http://0x7f000001:{S}/', 'blocked_address'],
    ['http://2130706433:{S}/', 'blocked_address'],
    ['http://017700000001:{S}/', 'blocked_address'],
    ['http://0x7f.1:{S}/', 'blocked_address'],
    ['http://127.000.000.001:{S}/', 'blocked_address'],
    ['http://%31%32%37.0.0.1:{S}/', 'blocked_address'],
    ['http://127.0.0.1.:{S}/', 'blocked_address'],
    ['http://[::1]:{S6}/', 'blocked_address'],
    ['http://[0:0:0:0:0:0:0:1]:{S6}/', 'blocked_address'],
    ['http://[::ffff:127.0.0.1]:{S}/', 'blocked_address'],
    ['http://[::ffff:7f00:1]:{S}/', 'blocked_address'],
    ['http://[::127.0.0.1]:{S}/', 'blocked_address'],
    ['http://[64:ff9b::127.0.0.1]:{S}/', 'blocked_address'],
    ['http://[2002:7f00:1::]:{S}/', 'blocked_address'],
    ['http://0.0.0.0:{S}/', 'blocked_address'],
    ['http://0:{S}/', 'blocked_address'],
    ['http://[::]:{S6}/', 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['http://[::ffff:169.254.169.254]/latest/meta-data/', 'blocked_address'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'blocked_address'],
    ['http://100.100.100.200/latest/meta-data/', 'blocked_address'],
    ['http://[fe80::1]/', 'blocked_address'],
    ['http://[fd00::1]/', 'blocked_address'],
    ['http://[fec0::1]/', 'blocked_address'],
    ['http://[ff02::1]/', 'blocked_address'],
    ['http://[2001::1]/', 'blocked_address'],
    ['http://100.64.0.1/', 'blocked_address'],
    ['http://10.0.0.1/', 'blocked_address'],
    ['http://172.16.0.1/', 'blocked_address'],
    ['http://192.168.1.1/', 'blocked_address'],
    ['http://224.0.0.1/', 'blocked_address'],
    ['http://255.255.255.255/', 'blocked_address'],
    ['http://240.0.0.1/', 'blocked_address'],
    ['http://192.0.2.1/', 'blocked_address'],
    ['http://internal.test:{S}/', 'blocked_address'],
    ['http://mixed.test:{S}/', 'blocked_address'],
    ['http://v6.test:{S6}/', 'blocked_address'],
    ['http://metadata.test/', 'blocked_address'],
    ['http://mapped.test:{S}/', 'blocked_address'],
    ['http://ula.test/', 'blocked_address'],
    ['http://cgnat.test/', 'blocked_address'],
    ['http://unknown.test:{S}/', 'dns_failed'],
    ['http://public.test:25/', 'blocked_port'],
    ['https://public.test:6379/', 'blocked_port'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['gopher://127.0.0.1:{S}/_x', 'unsupported_scheme'],
    ['ftp://127.0.0.1:{S}/', 'unsupported_scheme'],
    ['data:text/plain,hello', 'unsupported_scheme'],
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['http://user:pass@{A-HOST}/', 'credentials_in_url'],
    ['http://user@127.0.0.1:{S}/', 'credentials_in_url'],
    ['http://[fe80::1%25lo]:{S6}/', 'invalid_url'],
  ])('%s → %s', async (template, reason) => {
    const url = fill(template.replace('{A-HOST}', '127.0.0.1:{A}'));
    const result = await fetcher().fetch(url);
    expect(result).toMatchObject({ ok: false, reason });
    // Credentials are refused even for an allow-listed server.
    expect(allowed.requests).toHaveLength(0);
  });

  it('refuses localhost as the system resolver answers it', async () => {
    const result = await createSafeFetcher().fetch(`http://localhost:${sentinel.port}/`);
    expect(result).toMatchObject({ ok: false, reason: 'blocked_address' });
  });
});

describe('the guarded fetcher re-checks every redirect', () => {
  beforeEach(() => {
    allowed.requests.length = 0;
  });

  it.each([
    ['http://127.0.0.1:{S}/', 'blocked_address'],
    ['http://internal.test:{S}/', 'blocked_address'],
    ['http://[::1]:{S6}/', 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['http://user:pass@127.0.0.1:{A}/', 'credentials_in_url'],
    ['http://[bad', 'redirect_invalid'],
  ])('an allow-listed server redirecting to %s → %s', async (template, reason) => {
    redirectTo = fill(template);
    const result = await fetcher().fetch(allowed.url('/start'));
    expect(result).toMatchObject({ ok: false, reason });
    expect(allowed.requests.map((request) => request.url)).toEqual(['/start']);
  });
});
