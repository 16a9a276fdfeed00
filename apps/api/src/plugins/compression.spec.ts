import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { compression } from './compression';

/** The compression plugin on a bare app: which answers leave compressed, and how they read back. */
describe('compression', () => {
  let app: FastifyInstance;
  const big = { success: true, items: Array.from({ length: 100 }, (_, index) => ({ index, name: `Deal ${index}` })) };

  beforeAll(async () => {
    app = Fastify();
    await app.register(compression);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ success: true }));
    app.get('/secret', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ...big, accessKey: 'k'.repeat(43) }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(`<p>${'Quorum '.repeat(500)}</p>`));
    app.post('/echo', async (request) => ({ received: request.body }));
    await app.ready();
  });

  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['br', 'gzip, deflate, br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['gzip', 'br;q=0, gzip', zlib.gunzipSync],
  ] as const)('answers a large JSON answer in %s for Accept-Encoding "%s", with Vary, and it reads back as the JSON', async (encoding, accept, decompress) => {
    const answer = await get('/big', accept);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(decompress(answer.rawPayload).toString())).toEqual(big);
    expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it.each([
    ['a small answer', '/small', 'br'],
    ['a caller that accepts no encoding we offer', '/big', 'deflate'],
    ['a caller that names none', '/big', undefined],
    ['an answer marked no-store (it holds a secret)', '/secret', 'br'],
    ['a page (only JSON is compressed here)', '/page', 'br'],
  ])('leaves %s as it is', async (_case, url, accept) => {
    const answer = await get(url, accept);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    if (url !== '/page') expect(() => answer.json()).not.toThrow();
  });

  it('does not inflate compressed request bodies', async () => {
    const answer = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: zlib.gzipSync(JSON.stringify({ a: 1 })) });
    expect(answer.statusCode).toBe(400);
  });
});
