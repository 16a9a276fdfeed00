import type { ServerResponse } from 'node:http';
import { pinnedLookup } from './http-exchange';
import { createSafeFetcher } from './safe-fetcher';
import { fakeResolver, startLoopbackServer, type LoopbackServer } from './test-servers';

// One loopback site with a route per behaviour; it is allow-listed, so only the transport is under test.
const routes: Record<string, (response: ServerResponse, path: string) => void> = {
  '/hello': (response) => response.writeHead(200, { 'content-type': 'Text/HTML; charset=utf-8' }).end('<p>hi</p>'),
  '/missing': (response) => response.writeHead(404, { 'content-type': 'text/plain' }).end('no'),
  '/big': (response) => response.writeHead(200, { 'content-length': '3000' }).end(Buffer.alloc(3000, 1)),
  '/big-chunked': (response) => {
    response.writeHead(200);
    for (let i = 0; i < 6; i += 1) response.write(Buffer.alloc(500, 2));
    response.end();
  },
  '/silent': () => undefined,
  '/trickle': (response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => response.write('.'), 50);
    response.on('close', () => clearInterval(timer));
  },
  '/cut': (response) => {
    response.writeHead(200, { 'content-length': '100' });
    response.write('partial');
    setTimeout(() => response.destroy(), 20);
  },
};

let site: LoopbackServer;

beforeAll(async () => {
  site = await startLoopbackServer((request, response) => {
    const path = request.url ?? '/';
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      if (left === 0) return void response.writeHead(200, { 'content-type': 'text/plain' }).end('arrived');
      return void response.writeHead(left % 2 ? 301 : 307, { location: `/hops/${left - 1}` }).end('moved');
    }
    const route = routes[path];
    if (route) return route(response, path);
    response.writeHead(500).end();
  });
});

afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
});

const fetcher = (extra: Parameters<typeof createSafeFetcher>[0] = {}) =>
  createSafeFetcher({ allowPrivate: [site.hostPort], connectTimeoutMs: 1_000, totalTimeoutMs: 2_000, ...extra });

describe('the guarded fetcher, allowed targets', () => {
  it('fetches a page with our User-Agent, Accept and no compression', async () => {
    const result = await fetcher().fetch(site.url('/hello'));
    expect(result).toMatchObject({ ok: true, status: 200, contentType: 'text/html', finalUrl: site.url('/hello'), truncated: false });
    expect(result.ok && result.body.toString()).toBe('<p>hi</p>');
    const headers = site.requests[0]?.headers ?? {};
    expect(headers['user-agent']).toBe('QuorumBot/1.0 (+https://quorum.invalid)');
    expect(headers['accept']).toContain('text/html');
    expect(headers['accept-encoding']).toBe('identity');
  });

  it('answers HEAD without a body and passes 4xx through as a status', async () => {
    expect(await fetcher().fetch(site.url('/hello'), { method: 'HEAD' })).toMatchObject({ ok: true, status: 200, body: Buffer.alloc(0) });
    expect(await fetcher().fetch(site.url('/missing'))).toMatchObject({ ok: true, status: 404 });
    expect(site.requests.map((request) => request.method)).toEqual(['HEAD', 'GET']);
  });

  it('connects to the address it checked and keeps the hostname in Host (no second lookup)', async () => {
    const resolver = fakeResolver({ 'pinned.test': ['127.0.0.1'] });
    const result = await fetcher({ resolver, allowPrivate: [`pinned.test:${site.port}`] }).fetch(`http://pinned.test:${site.port}/hello`);
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(site.requests[0]?.headers.host).toBe(`pinned.test:${site.port}`);
    expect(resolver.calls).toEqual(['pinned.test']);
  });

  it('follows up to three redirects, relative ones included, and reports where it ended', async () => {
    const result = await fetcher().fetch(site.url('/hops/3'));
    expect(result).toMatchObject({ ok: true, status: 200, finalUrl: site.url('/hops/0') });
    expect(site.requests).toHaveLength(4);
  });

  it('refuses a fourth redirect without following it', async () => {
    expect(await fetcher().fetch(site.url('/hops/4'))).toMatchObject({ ok: false, reason: 'too_many_redirects' });
    expect(site.requests.map((request) => request.url)).toEqual(['/hops/4', '/hops/3', '/hops/2', '/hops/1']);
  });

  it('honours a lower redirect limit', async () => {
    expect(await fetcher({ maxRedirects: 0 }).fetch(site.url('/hops/1'))).toMatchObject({ ok: false, reason: 'too_many_redirects' });
  });
});

describe('the guarded fetcher, limits', () => {
  it('fails a body over the cap that announces its length', async () => {
    expect(await fetcher({ maxBytes: 1024 }).fetch(site.url('/big'))).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('fails a body over the cap counted while streaming (no Content-Length)', async () => {
    expect(await fetcher({ maxBytes: 1024 }).fetch(site.url('/big-chunked'))).toMatchObject({ ok: false, reason: 'too_large' });
    expect(await fetcher().fetch(site.url('/big-chunked'), { maxBytes: 1024 })).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('keeps the first bytes when the caller asks to truncate', async () => {
    const result = await fetcher().fetch(site.url('/big-chunked'), { maxBytes: 1024, overflow: 'truncate' });
    expect(result).toMatchObject({ ok: true, truncated: true });
    expect(result.ok && result.body.length).toBe(1024);
  });

  it('gives up on a server that never answers (connect and headers timeout)', async () => {
    const started = Date.now();
    const result = await fetcher({ connectTimeoutMs: 200 }).fetch(site.url('/silent'));
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up on a body that never ends (total timeout)', async () => {
    const started = Date.now();
    const result = await fetcher({ totalTimeoutMs: 300 }).fetch(site.url('/trickle'));
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports a response cut off mid-body and a refused connection as network errors', async () => {
    expect(await fetcher().fetch(site.url('/cut'))).toMatchObject({ ok: false, reason: 'network_error' });
    const closed = await startLoopbackServer(() => undefined);
    const url = closed.url('/');
    const allow = [closed.hostPort];
    await closed.close();
    expect(await createSafeFetcher({ allowPrivate: allow }).fetch(url)).toMatchObject({ ok: false, reason: 'network_error' });
  });
});

describe('pinnedLookup', () => {
  const addresses = [
    { address: '93.184.216.34', family: 4 as const },
    { address: '2606:2800:220:1::1', family: 6 as const },
  ];
  const ask = (options: { all?: boolean; family?: number }) =>
    new Promise<unknown[]>((resolve) => pinnedLookup(addresses)('any.name', options, (...args) => resolve(args)));

  it('answers only with the checked addresses, in both callback shapes, whatever name it is asked', async () => {
    expect(await ask({ all: true })).toEqual([null, addresses]);
    expect(await ask({})).toEqual([null, '93.184.216.34', 4]);
    expect(await ask({ family: 6 })).toEqual([null, '2606:2800:220:1::1', 6]);
    expect(await ask({ all: true, family: 4 })).toEqual([null, [addresses[0]]]);
  });

  it('fails rather than guess when it has nothing', async () => {
    const [error] = await new Promise<unknown[]>((resolve) => pinnedLookup([])('x', {}, (...args) => resolve(args)));
    expect(error).toBeInstanceOf(Error);
  });
});
