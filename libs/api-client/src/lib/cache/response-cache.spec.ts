import { createApiClient } from '../api-client';
import { bypassesClientCache, createCachingClient } from './response-cache';
import { startTestServer } from '../../test-support/test-server';

describe('the client cache (spec 1 section 9, spec 2 sections 7 and 9: 5 minutes; previews and full reports bypass it)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let version = 0;
  const json = (body: unknown) => (_request: unknown, response: import('node:http').ServerResponse) => response.end(JSON.stringify(body));

  beforeAll(async () => {
    server = await startTestServer({
      '/api/deals': (_request, response) => response.end(JSON.stringify({ success: true, version })),
      '/api/deals/slow': (_request, response) => setTimeout(() => response.end(JSON.stringify({ version })), 30),
      '/api/report/previews-with-votes': json({ success: true, previews: [] }),
      '/api/report/r1/full-report': json({ name: 'Acme' }),
      '/api/member/profile': json({ profile: null }),
      '/api/report': json({ success: true, deleted: ['r1'] }),
      '/api/fails': (_request, response) => response.writeHead(500).end(JSON.stringify({ error: 'boom' })),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.hits.splice(0));

  const setup = () => {
    let clock = 1_000_000;
    const client = createCachingClient(createApiClient({ baseUrl: server.baseUrl }), { now: () => clock });
    return { client, advance: (ms: number) => (clock += ms) };
  };

  it('answers a repeated GET from the cache for 5 minutes, then asks again', async () => {
    const { client, advance } = setup();
    version = 1;
    await client.request('/api/deals', { query: { limit: 50 } });
    version = 2;
    expect(await client.request('/api/deals', { query: { limit: 50 } })).toMatchObject({ ok: true, data: { version: 1 } });
    advance(5 * 60_000 - 1);
    expect(await client.request('/api/deals', { query: { limit: 50 } })).toMatchObject({ data: { version: 1 } });
    advance(1);
    expect(await client.request('/api/deals', { query: { limit: 50 } })).toMatchObject({ data: { version: 2 } });
    expect(server.count('GET', '/api/deals')).toBe(2);
  });

  it('keys on the query, and still sends the cache-busting parameter to the network', async () => {
    const { client } = setup();
    await client.request('/api/deals', { query: { limit: 50 } });
    await client.request('/api/deals', { query: { limit: 10 } });
    expect(server.count('GET', '/api/deals')).toBe(2);
    expect(server.hits.every((hit) => /[?&]_=\d+/.test(hit.url))).toBe(true);
  });

  it('asks the network when forced (the deals service force flag)', async () => {
    const { client } = setup();
    await client.request('/api/deals');
    await client.request('/api/deals', { fresh: true });
    expect(server.count('GET', '/api/deals')).toBe(2);
  });

  it('shares one request between identical GETs in flight', async () => {
    const { client } = setup();
    await Promise.all([client.request('/api/deals/slow'), client.request('/api/deals/slow'), client.request('/api/deals/slow')]);
    expect(server.count('GET', '/api/deals/slow')).toBe(1);
  });

  it.each(['/api/report/previews-with-votes', '/api/report/r1/full-report', '/api/member/profile'])('never caches %s', async (path) => {
    const { client } = setup();
    const method = path.includes('previews') ? 'POST' : 'GET';
    await client.request(path, { method });
    await client.request(path, { method });
    expect(server.count(method, path)).toBe(2);
    expect(bypassesClientCache(path)).toBe(true);
  });

  it('does not keep failures', async () => {
    const { client } = setup();
    await client.request('/api/fails');
    await client.request('/api/fails');
    expect(server.count('GET', '/api/fails')).toBe(2);
  });

  it('forgets everything after a successful write, and on invalidate', async () => {
    const { client } = setup();
    await client.request('/api/deals');
    await client.request('/api/report', { method: 'DELETE', json: { ids: ['r1'] } });
    await client.request('/api/deals');
    expect(server.count('GET', '/api/deals')).toBe(2);
    client.invalidate('/api/deals');
    await client.request('/api/deals');
    expect(server.count('GET', '/api/deals')).toBe(3);
  });

  it('does not keep an answer that started before a write', async () => {
    const { client } = setup();
    const slow = client.request('/api/deals/slow');
    client.invalidate();
    await slow;
    await client.request('/api/deals/slow');
    expect(server.count('GET', '/api/deals/slow')).toBe(2);
  });
});
