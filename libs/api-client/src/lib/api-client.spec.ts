import { z } from 'zod';
import { startTestServer, type Handler, type TestServer } from '@quorum/testing';
import { createApiClient } from './api-client';
import { NETWORK_FAILED, PARSE_FAILED } from './api-result';

describe('api client (every call appends a cache-busting parameter; the error messages)', () => {
  let server: TestServer;
  /** The last request the server received, with the headers these tests check. */
  const lastRequest = () => {
    const hit = server.hits.at(-1);
    return hit && { method: hit.method, url: hit.url, contentType: hit.headers['content-type'], clientHeader: hit.headers['x-quorum-client'], body: hit.body };
  };

  const routes: Record<string, Handler> = {
    '/ok': (_request, response) => response.end(JSON.stringify({ success: true, value: 42 })),
    '/bad': (_request, response) => {
      response.statusCode = 400;
      response.end(JSON.stringify({ success: false, error: 'Please correct the highlighted answers', errors: { email: 'We need your email to keep you updated' } }));
    },
    '/html': (_request, response) => response.end('<html>not json</html>'),
    '/boom': (_request, response) => {
      response.statusCode = 502;
      response.end('Bad gateway');
    },
    '/html-error': (_request, response) => {
      response.statusCode = 503;
      response.end('<html><body>Service Unavailable</body></html>');
    },
    '/bare-error': (_request, response) => {
      response.statusCode = 500;
      response.end(JSON.stringify({ success: false }));
    },
    '/file.zip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="quorum-data.zip"' });
      response.end(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]));
    },
    '/gone': (_request, response) => {
      response.writeHead(410, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, error: 'This link has already been used or has expired.' }));
    },
  };

  beforeAll(async () => {
    server = await startTestServer(routes);
  });

  afterAll(() => server.close());

  const client = () => createApiClient({ baseUrl: server.baseUrl, now: () => 1_700_000_000_000 });

  it('appends the cache-busting parameter after the query', async () => {
    await client().request('/ok', { query: { email: 'a@example.com', limit: 5, skip: undefined } });
    expect(lastRequest()?.url).toBe('/ok?email=a%40example.com&limit=5&_=1700000000000');
  });

  it('sends JSON bodies and validates answers with the given schema', async () => {
    const result = await client().request('/ok', { method: 'POST', json: { a: 1 }, schema: z.object({ success: z.literal(true), value: z.number() }) });
    expect(result).toEqual({ ok: true, status: 200, data: { success: true, value: 42 } });
    expect(lastRequest()).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
  });

  it('sends multipart bodies as the browser builds them', async () => {
    const formData = new FormData();
    formData.set('entityType', 'Individual');
    await client().request('/ok', { method: 'POST', formData });
    expect(lastRequest()?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest()?.body).toContain('Individual');
  });

  it.each([
    ['a bodyless POST', { method: 'POST' as const }],
    ['a bodyless DELETE', { method: 'DELETE' as const }],
    ['a JSON PUT', { method: 'PUT' as const, json: { name: 'x' } }],
    ['a multipart POST', { method: 'POST' as const, formData: new FormData() }],
    ['a GET', {}],
    ['a call whose caller passes its own value for the header', { method: 'POST' as const, headers: { 'x-quorum-client': '' } }],
  ])('sends the X-Quorum-Client header on %s (docs/security/cross-site-requests.md)', async (_name, options) => {
    await client().request('/ok', options);
    expect(lastRequest()?.clientHeader).toBe('web');
  });

  it('turns an error answer into its message and field errors', async () => {
    const result = await client().request('/bad');
    expect(result).toMatchObject({ ok: false, status: 400, error: 'Please correct the highlighted answers', errors: { email: 'We need your email to keep you updated' } });
  });

  it.each([
    ['/html', 200, PARSE_FAILED],
    ['/boom', 502, 'Server error (502): Bad gateway'],
    ['/html-error', 503, 'Server error (503): Service Unavailable'],
    ['/bare-error', 500, 'Server error (500): Internal Server Error'],
  ])('reports %s (status %s) as "%s"', async (path, status, error) => {
    expect(await client().request(path)).toMatchObject({ ok: false, status, error });
  });

  it('reports a body that does not match the schema as a parse failure', async () => {
    expect(await client().request('/ok', { schema: z.object({ other: z.string() }) })).toMatchObject({ ok: false, error: PARSE_FAILED });
  });

  it('reports an unreachable server without throwing', async () => {
    const result = await createApiClient({ baseUrl: 'http://127.0.0.1:1' }).request('/ok');
    expect(result).toEqual({ ok: false, status: 0, error: NETWORK_FAILED });
  });

  it('lets an abort reach the caller so a cancelled saga stops', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().request('/ok', { signal: controller.signal })).rejects.toThrow();
  });

  describe('download (a file the API answers, such as the data export)', () => {
    it('answers the bytes as a Blob, sending the same headers and cache-busting parameter as any call', async () => {
      const result = await client().download('/file.zip', { method: 'POST', headers: { 'x-quorum-data-key': 'k'.repeat(32) } });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.type).toBe('application/zip');
      expect([...new Uint8Array(await result.data.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
      const hit = server.hits.at(-1);
      expect(hit).toMatchObject({ method: 'POST', url: '/file.zip?_=1700000000000' });
      expect(hit?.headers['x-quorum-client']).toBe('web');
      expect(hit?.headers['x-quorum-data-key']).toBe('k'.repeat(32));
    });

    it('turns an error answer into its message, as request does', async () => {
      expect(await client().download('/gone', { method: 'POST' })).toMatchObject({ ok: false, status: 410, error: 'This link has already been used or has expired.' });
      expect(await client().download('/boom')).toMatchObject({ ok: false, status: 502, error: 'Server error (502): Bad gateway' });
    });

    it('reports an unreachable server without throwing', async () => {
      expect(await createApiClient({ baseUrl: 'http://127.0.0.1:1' }).download('/file.zip')).toEqual({ ok: false, status: 0, error: NETWORK_FAILED });
    });

    it('reports a success whose bytes could not be read as a parse failure (a fetch without blob())', async () => {
      const textOnly = (async () => ({ status: 200, ok: true, statusText: 'OK', text: async () => 'PK' })) as unknown as typeof fetch;
      expect(await createApiClient({ fetch: textOnly }).download('/file.zip')).toMatchObject({ ok: false, status: 200, error: PARSE_FAILED });
    });
  });
});
