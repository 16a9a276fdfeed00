import { CONSTANTS } from '@quorum/domain';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { fakeResolver, startLoopbackServer, type LoopbackServer } from '../../lib/safe-fetch/test-servers';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { createInlineExecutor } from '../../workers/executor';
import { createFaviconRepository } from './favicons.repository';
import { createFaviconService, FAVICON_MISS_CACHE_MS, type FaviconService } from './favicons.service';
import { PNG_BYTES } from './test-site';

/**
 * The icon cache is filled by anyone who can name a domain: it stays under its byte budget and
 * entry count, oldest out first, and forgets entries past their lifetime (docs/security/storage-quotas.md).
 * The database is the run's own (SQLite, or PostgreSQL under jest.pg.config.cjs).
 */
const ICON_BYTES = 200 * 1024;
/** A real PNG padded to 200 KB: under the 256 KB icon limit, and still a PNG by its magic bytes. */
const BIG_PNG = Buffer.concat([PNG_BYTES, Buffer.alloc(ICON_BYTES - PNG_BYTES.length)]);
const BUDGET_BYTES = 1024 * 1024;
const SITES = Array.from({ length: 12 }, (_, index) => `icon${index}.test`);
const MISSES = Array.from({ length: 8 }, (_, index) => `none${index}.test`);

let site: LoopbackServer;
let service: FaviconService;
let serviceWith: (limits: { maxBytes: number; maxEntries: number }) => FaviconService;
const clock = testClock();
const resolver = fakeResolver(Object.fromEntries([...SITES, ...MISSES].map((name) => [name, ['127.0.0.1']])));
const at = (name: string) => `http://${name}:${site.port}`;
const hostOf = (name: string) => `${name}:${site.port}`;
const requestedHosts = () => site.requests.map((request) => (request.headers.host ?? '').replace(/:\d+$/, ''));

beforeAll(async () => {
  // Every icon*.test host declares a 200 KB icon; every none*.test host has none.
  site = await startLoopbackServer((request, response) => {
    const host = request.headers.host ?? '';
    if (host.startsWith('icon') && request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end('<head><link rel="icon" href="/icon.png"></head>');
    else if (host.startsWith('icon') && request.url === '/icon.png') response.writeHead(200, { 'content-type': 'image/png' }).end(BIG_PNG);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
});

afterAll(async () => {
  await site.close();
});

beforeEach(async () => {
  clock.set(new Date('2026-06-01T12:00:00Z'));
});

const testApp = useTestApp({}, { clock }, 'test');

beforeEach(async () => {
  serviceWith = (limits) =>
    createFaviconService({
      repository: createFaviconRepository(testApp.app.db),
      fetcher: createSafeFetcher({ resolver, allowPrivate: [site.hostPort], connectTimeoutMs: 1_000, totalTimeoutMs: 3_000 }),
      pages: createInlineExecutor(),
      clock,
      limits,
    });
  service = serviceWith({ maxBytes: BUDGET_BYTES, maxEntries: 100 });
  site.requests.length = 0;
});

/** What the cache table holds, measured from its rows: every stored byte of every column we fill. */
async function storedCache(): Promise<{ domains: string[]; bytes: number }> {
  const { faviconCache } = testApp.app.db.tables;
  const rows = await testApp.app.db.query((q) => q.select().from(faviconCache));
  const length = (text: string | null) => Buffer.byteLength(text ?? '');
  return {
    domains: rows.map((row) => row.domain).sort(),
    bytes: rows.reduce((sum, row) => sum + (row.body?.length ?? 0) + length(row.url) + length(row.domain) + length(row.contentType), 0),
  };
}

/** One lookup a second, so "newest" is well defined. */
async function lookUpInTurn(names: readonly string[]): Promise<void> {
  for (const name of names) {
    clock.advance(1_000);
    await service.lookup(at(name));
  }
}

describe('favicon cache bounds', () => {
  it('stays under its byte budget when icons total more, and still serves the newest from the cache', async () => {
    await lookUpInTurn(SITES); // 12 × 200 KB = 2.4 MB through a 1 MB budget
    const stored = await storedCache();
    expect(stored.bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    // Each time it went over, the oldest went until 90% of the budget was left: the four newest (4 × 200 KB).
    expect(stored.domains).toEqual(SITES.slice(-4).map(hostOf).sort());

    site.requests.length = 0;
    for (const name of SITES.slice(-4)) expect(await service.lookup(at(name))).toMatchObject({ found: true, body: BIG_PNG });
    expect(requestedHosts()).toEqual([]);

    // An evicted icon is simply fetched again.
    expect(await service.lookup(at(SITES[0] ?? ''))).toMatchObject({ found: true, body: BIG_PNG });
    expect(requestedHosts()).toEqual([SITES[0], SITES[0]]);
  });

  it('keeps at most its entry count, remembered misses included, newest first', async () => {
    service = serviceWith({ maxBytes: BUDGET_BYTES, maxEntries: 5 });
    await lookUpInTurn(MISSES);
    const stored = await storedCache();
    // Six entries are one too many: the oldest go until 90% of five (four) are left.
    expect(stored.domains).toEqual(MISSES.slice(-4).map(hostOf).sort());
    site.requests.length = 0;
    expect(await service.lookup(at(MISSES.at(-1) ?? ''))).toEqual({ found: false, reason: 'not_found' });
    expect(requestedHosts()).toEqual([]);
  });

  it('forgets an icon past its 7 days when it next writes, and fetches it again when asked', async () => {
    await lookUpInTurn([SITES[0] ?? '']);
    clock.advance(CONSTANTS.FAVICON_CACHE_MS);
    await lookUpInTurn([SITES[1] ?? '']);
    expect((await storedCache()).domains).toEqual([hostOf(SITES[1] ?? '')]);

    site.requests.length = 0;
    expect(await service.lookup(at(SITES[0] ?? ''))).toMatchObject({ found: true, body: BIG_PNG });
    expect(requestedHosts()).toEqual([SITES[0], SITES[0]]);
  });

  it('forgets a miss past its day when it next writes', async () => {
    await lookUpInTurn([MISSES[0] ?? '']);
    clock.advance(FAVICON_MISS_CACHE_MS);
    await lookUpInTurn([SITES[0] ?? '']);
    expect((await storedCache()).domains).toEqual([hostOf(SITES[0] ?? '')]);
  });
});
