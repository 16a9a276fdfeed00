import { z } from 'zod';
import { startTestServer, type TestServer } from '@quorum/testing';
import { createApiClient } from './api-client';
import { NETWORK_FAILED } from './api-result';

/** A read that may answer "unchanged": If-None-Match out, a 304 back as `notModified`. */
describe('api client: conditional reads', () => {
  let server: TestServer;
  let current = 'W/"v1"';
  const schema = z.object({ success: z.literal(true), version: z.string() });

  beforeAll(async () => {
    server = await startTestServer({
      '/list': (request, response) => {
        if (request.headers['if-none-match'] === current) {
          response.writeHead(304, { etag: current }).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json', etag: current }).end(JSON.stringify({ success: true, version: current }));
      },
      '/plain': (_request, response) => response.end(JSON.stringify({ success: true, version: 'none' })),
      '/refused': (_request, response) => response.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'Not yours' })),
    });
  });

  afterAll(() => server.close());

  const client = () => createApiClient({ baseUrl: server.baseUrl, now: () => 1_700_000_000_000 });
  const sentTag = () => server.hits.at(-1)?.headers['if-none-match'];

  it('asks without If-None-Match when no copy is kept, and hands back the answer’s ETag', async () => {
    expect(await client().conditionalRequest('/list', undefined, { schema })).toEqual({ ok: true, status: 200, data: { success: true, version: 'W/"v1"' }, etag: 'W/"v1"' });
    expect(sentTag()).toBeUndefined();
  });

  it('sends the kept ETag, with the usual query and cache-busting parameter, and reads a 304 as notModified', async () => {
    expect(await client().conditionalRequest('/list', 'W/"v1"', { schema, query: { limit: 5 } })).toEqual({ ok: true, status: 304, notModified: true });
    expect(sentTag()).toBe('W/"v1"');
    expect(server.hits.at(-1)?.url).toBe('/list?limit=5&_=1700000000000');
  });

  it('answers the new body and ETag once the list has changed', async () => {
    current = 'W/"v2"';
    expect(await client().conditionalRequest('/list', 'W/"v1"', { schema })).toEqual({ ok: true, status: 200, data: { success: true, version: 'W/"v2"' }, etag: 'W/"v2"' });
  });

  it('answers no ETag for an answer without one, and failures as any call does', async () => {
    expect(await client().conditionalRequest('/plain', undefined)).toMatchObject({ ok: true, status: 200, etag: undefined });
    expect(await client().conditionalRequest('/refused', 'W/"v2"')).toMatchObject({ ok: false, status: 403, error: 'Not yours' });
    expect(await createApiClient({ baseUrl: 'http://127.0.0.1:1' }).conditionalRequest('/list', 'W/"v2"')).toEqual({ ok: false, status: 0, error: NETWORK_FAILED });
  });
});
