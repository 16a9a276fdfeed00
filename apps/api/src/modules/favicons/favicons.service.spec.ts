import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSTANTS } from '@quorum/domain';
import { openDatabase, type OpenDatabase } from '../../db/database';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { fakeResolver, startLoopbackSentinel, type Sentinel } from '../../lib/safe-fetch/test-servers';
import { createInlineExecutor } from '../../workers/executor';
import { createFaviconRepository, type FaviconRepository } from './favicons.repository';
import { createFaviconService, FAVICON_MISS_CACHE_MS, type FaviconService } from './favicons.service';
import { ICO_BYTES, PNG_BYTES, startTestSite, type TestSite } from './test-site';

// Real SQLite file, real sockets on loopback; the resolver maps every *.test name to 127.0.0.1 so one
// server plays many sites, and only that server's port is allow-listed.
let site: TestSite;
let sentinel: Sentinel;
let database: OpenDatabase;
let dataDir: string;
let repository: FaviconRepository;
let service: FaviconService;
let now: number;

const SITES = ['good', 'ico', 'liar', 'svg', 'apple', 'huge', 'escape', 'builder', 'acme', 'slow'];
const resolver = fakeResolver(Object.fromEntries([...SITES.map((name) => `${name}.test`), 'acme.wixsite.com'].map((name) => [name, ['127.0.0.1']])));
const at = (name: string) => `http://${name}.test:${site.port}`;
const requested = () => site.requests.map((request) => `${(request.headers.host ?? '').replace(/:\d+$/, '')}${request.url}`);

beforeAll(async () => {
  sentinel = await startLoopbackSentinel();
  site = await startTestSite({ hostToSite: (hostname) => hostname.replace(/\.test$/, '').replace(/^acme\.wixsite\.com$/, 'acme') });
  site.redirects.escape = `http://127.0.0.1:${sentinel.port}/`;
  site.redirects.builder = `http://acme.wixsite.com:${site.port}/`;
});

afterAll(async () => {
  await Promise.all([site.close(), sentinel.close()]);
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-favicons-'));
  database = openDatabase(dataDir, path.join(__dirname, '../../../drizzle'));
  repository = createFaviconRepository(database.db);
  now = Date.parse('2026-06-01T12:00:00Z');
  const fetcher = createSafeFetcher({ resolver, allowPrivate: [`127.0.0.1:${site.port}`], connectTimeoutMs: 1_000, totalTimeoutMs: 3_000 });
  service = createFaviconService({ repository, fetcher, pages: createInlineExecutor(), clock: { now: () => new Date(now) } });
  site.requests.length = 0;
});

afterEach(async () => {
  await database.db.close();
  rmSync(dataDir, { recursive: true, force: true });
  expect(sentinel.connections()).toBe(0);
});

describe('favicon service: finding the icon', () => {
  it('uses the icon the home page declares and caches the bytes', async () => {
    const result = await service.lookup(at('good'));
    expect(result).toEqual({ found: true, domain: `good.test:${site.port}`, contentType: 'image/png', body: PNG_BYTES });
    expect(requested()).toEqual(['good.test/', 'good.test/img/fav.png?v=1&x=2']);
    expect(await repository.find(`good.test:${site.port}`)).toMatchObject({ isValid: true, contentType: 'image/png', url: `${at('good')}/img/fav.png?v=1&x=2` });
  });

  it('falls back to /favicon.ico', async () => {
    expect(await service.lookup(at('ico'))).toMatchObject({ found: true, contentType: 'image/x-icon', body: ICO_BYTES });
  });

  it('refuses an HTML or XML page pretending to be an icon', async () => {
    expect(await service.lookup(at('liar'))).toEqual({ found: false, reason: 'not_found' });
    expect(requested()).toEqual(['liar.test/', 'liar.test/icon.png', 'liar.test/favicon.ico']);
    expect(await repository.find(`liar.test:${site.port}`)).toMatchObject({ isValid: false, body: null });
  });

  it('never fetches an SVG icon', async () => {
    expect(await service.lookup(at('svg'))).toEqual({ found: false, reason: 'not_found' });
    expect(requested()).toEqual(['svg.test/', 'svg.test/favicon.ico']);
  });

  it('tries the next declared icon when one is missing', async () => {
    expect(await service.lookup(at('apple'))).toMatchObject({ found: true, contentType: 'image/png' });
    expect(requested()).toEqual(['apple.test/', 'apple.test/broken.png', 'apple.test/apple.png']);
  });

  it('skips an icon over 256 KB', async () => {
    expect(await service.lookup(at('huge'))).toMatchObject({ found: true, contentType: 'image/x-icon' });
  });

  it('does not follow a redirect to a loopback port that is not allow-listed', async () => {
    expect(await service.lookup(at('escape'))).toEqual({ found: false, reason: 'not_found' });
    // afterEach asserts the sentinel saw no connection.
  });

  it('gives up when the site redirects onto a site builder', async () => {
    expect(await service.lookup(at('builder'))).toEqual({ found: false, reason: 'not_found' });
    expect(requested()).toEqual(['builder.test/', 'acme.wixsite.com/']);
  });

  it('refuses blocked hosting domains without a request, and nonsense without a lookup', async () => {
    expect(await service.lookup(`acme.wixsite.com:${site.port}`)).toEqual({ found: false, reason: 'blocked' });
    expect(await service.lookup('https://acme.github.io/')).toEqual({ found: false, reason: 'blocked' });
    expect(await service.lookup('ftp://acme.io')).toEqual({ found: false, reason: 'invalid_domain' });
    expect(requested()).toEqual([]);
    expect(await repository.find(`acme.wixsite.com:${site.port}`)).toBeUndefined();
  });

  it('tries https first for a bare host, then plain http', async () => {
    const before = resolver.calls.length;
    expect(await service.lookup(`good.test:${site.port}/some-handle`)).toMatchObject({ found: true });
    // Three lookups: the https home page (a TLS hello our plain server cannot answer), the http one, the icon.
    expect(resolver.calls.slice(before)).toEqual(['good.test', 'good.test', 'good.test']);
    expect(requested()).toEqual(['good.test/', 'good.test/img/fav.png?v=1&x=2']);
  });
});

describe('favicon service: caching (7 days)', () => {
  it('answers from the cache for 7 days, whatever form the domain came in, then fetches again', async () => {
    await service.lookup(at('good'));
    site.requests.length = 0;
    now += CONSTANTS.FAVICON_CACHE_MS - 1;
    expect(await service.lookup(`${at('good')}/deep/link?x=1`)).toMatchObject({ found: true, body: PNG_BYTES });
    expect(requested()).toEqual([]);
    now += 1;
    expect(await service.lookup(at('good'))).toMatchObject({ found: true });
    expect(requested()).toHaveLength(2);
  });

  it('remembers a miss for a day', async () => {
    await service.lookup(at('liar'));
    site.requests.length = 0;
    now += FAVICON_MISS_CACHE_MS - 1;
    expect(await service.lookup(at('liar'))).toEqual({ found: false, reason: 'not_found' });
    expect(requested()).toEqual([]);
    now += 1;
    await service.lookup(at('liar'));
    expect(requested()).toHaveLength(3);
  });

  it('forgets expired misses when it writes', async () => {
    await service.lookup(at('liar'));
    now += FAVICON_MISS_CACHE_MS + 1;
    await service.lookup(at('good'));
    expect(await repository.find(`liar.test:${site.port}`)).toBeUndefined();
    expect(await repository.find(`good.test:${site.port}`)).toMatchObject({ isValid: true });
  });

  it('fetches once for concurrent lookups of the same domain', async () => {
    const results = await Promise.all([service.lookup(at('slow')), service.lookup(at('slow')), service.lookup(`slow.test:${site.port}`)]);
    expect(results.every((result) => result.found)).toBe(true);
    expect(requested()).toEqual(['slow.test/', 'slow.test/i.png']);
  });
});
