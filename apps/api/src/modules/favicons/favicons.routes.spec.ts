import { startLoopbackSentinel, type Sentinel } from '../../lib/safe-fetch/test-servers';
import { buildTestApp } from '../../testing/build-test-app';
import { PNG_BYTES, startTestSite, type TestSite } from './test-site';

const buildFaviconApp = (env: Record<string, string>) => buildTestApp(env);

// 127.0.0.1 plays a good site, localhost a site whose "icon" is an HTML page; both through the
// system resolver, allow-listed by QUORUM_TEST_FETCH_ALLOW exactly as browser tests will do it.
let site: TestSite;
let sentinel: Sentinel;
let testApp: Awaited<ReturnType<typeof buildFaviconApp>>;

beforeAll(async () => {
  site = await startTestSite({ hostToSite: (hostname) => (hostname === 'localhost' ? 'liar' : 'good') });
  sentinel = await startLoopbackSentinel();
  testApp = await buildFaviconApp({ QUORUM_TEST_FETCH_ALLOW: `127.0.0.1:${site.port}, localhost:${site.port}` });
});

afterAll(async () => {
  await testApp.close();
  await Promise.all([site.close(), sentinel.close()]);
  expect(sentinel.connections()).toBe(0);
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => testApp.app.inject({ method, url });
const good = () => `http://127.0.0.1:${site.port}`;

describe('GET /api/favicon', () => {
  it('serves the icon bytes with their real type, a week of caching and no sniffing', async () => {
    const response = await get(`/api/favicon?domain=${encodeURIComponent(good())}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('answers HEAD with the headers and no body (the client checks with HEAD first)', async () => {
    const response = await get(`/api/favicon?domain=127.0.0.1:${site.port}`, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    ['an HTML page posing as the icon', () => `localhost:${site.port}`],
    ['a site-builder domain', () => 'acme.wixsite.com'],
    ['a loopback port nobody allow-listed', () => `127.0.0.1:${sentinel.port}`],
    ['the cloud metadata address', () => '169.254.169.254'],
  ])('404s for %s', async (_case, domain) => {
    const response = await get(`/api/favicon?domain=${encodeURIComponent(domain())}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it('400s without a usable domain', async () => {
    expect((await get('/api/favicon')).statusCode).toBe(400);
    expect((await get('/api/favicon?domain=')).statusCode).toBe(400);
    expect((await get('/api/favicon?domain=ftp%3A%2F%2Facme.io')).json()).toEqual({ success: false, error: 'Not a domain or web address' });
  });
});

describe('GET /api/favicon-url', () => {
  it('points at our own favicon endpoint for the normalized host', async () => {
    const response = await get(`/api/favicon-url?domain=${encodeURIComponent(`${good()}/pitch?ref=x`)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `/api/favicon?domain=127.0.0.1%3A${site.port}` });
  });

  it.each([() => 'acme.wixsite.com', () => `localhost:${site.port}`, () => 'ftp://acme.io'])('answers an empty url when there is no icon', async (domain) => {
    const response = await get(`/api/favicon-url?domain=${encodeURIComponent(domain())}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: '' });
  });
});

describe('favicon routes policy', () => {
  it('are public', () => {
    const policies = testApp.app.routePolicies.filter((policy) => policy.url.startsWith('/api/favicon'));
    expect(policies).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/favicon', access: 'public' },
        { method: 'HEAD', url: '/api/favicon', access: 'public' },
        { method: 'GET', url: '/api/favicon-url', access: 'public' },
      ]),
    );
  });

  it('are rate limited per IP (120 a minute)', async () => {
    // A fresh app: the other tests have already spent some of this IP's allowance.
    const fresh = await buildFaviconApp({ QUORUM_TEST_FETCH_ALLOW: `127.0.0.1:${site.port}` });
    try {
      const url = `/api/favicon-url?domain=127.0.0.1:${site.port}`;
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) statuses.push((await fresh.app.inject({ method: 'GET', url })).statusCode);
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(statuses[120]).toBe(429);
      expect((await fresh.app.inject({ method: 'GET', url })).json()).toEqual({ success: false, error: 'Too many requests. Please wait and try again.' });
    } finally {
      await fresh.close();
    }
  });
});
