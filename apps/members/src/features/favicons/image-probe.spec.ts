import { createImageProbe } from './image-probe';
import { startTestServer } from '@quorum/testing';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('the favicon probe (HEAD first, then GET; html or xml rejected)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer({
      '/icon': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
      '/no-head': (request, response) => {
        if (request.method === 'HEAD') response.writeHead(405).end();
        else response.writeHead(200, { 'content-type': 'image/x-icon' }).end(PNG);
      },
      '/page': (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
      '/blocked': (_request, response) => response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"error":"No icon for sites on hosting platforms"}'),
    });
  });
  afterAll(() => server.close());

  const probe = () => createImageProbe({ now: () => 42 });

  it('accepts an image answered to HEAD, without a GET', async () => {
    expect(await probe()(`${server.baseUrl}/icon?domain=acme.com`)).toBe(true);
    expect(server.hits.filter((hit) => hit.path === '/icon').map((hit) => [hit.method, hit.url])).toEqual([['HEAD', '/icon?domain=acme.com&_=42']]);
  });

  it('falls back to GET when HEAD is refused', async () => {
    expect(await probe()(`${server.baseUrl}/no-head`)).toBe(true);
    expect(server.hits.filter((hit) => hit.path === '/no-head').map((hit) => hit.method)).toEqual(['HEAD', 'GET']);
  });

  it.each(['/page', '/blocked', '/missing'])('says no to %s', async (path) => {
    expect(await probe()(`${server.baseUrl}${path}`)).toBe(false);
  });

  it('says no when the server is unreachable', async () => {
    expect(await probe()('http://127.0.0.1:1/icon')).toBe(false);
  });
});
