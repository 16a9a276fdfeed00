import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { memberWithRoles } from '../../testing/members';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TEST_POSTGRES_URL } from '../../testing/postgres-global-setup';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { closeEach } from '../../testing/close-each';

/**
 * The cached lists leave compressed when the caller accepts it, compressed once per data version
 * and served from the response cache (docs/decisions/0016-unchanged-answers-cost-nothing.md).
 */
describe('compressed lists', () => {
  let testApp: TestApp;
  let server: PostgresServer | undefined;
  let ada: string;

  beforeAll(async () => {
    // A PostgreSQL server of its own: other Jest workers' writes would move the data version (the
    // cluster's snapshot) between two requests, and an answer would be compressed again.
    if (process.env[TEST_POSTGRES_URL]) server = await startPostgres();
    const database: Record<string, string> = server ? { DATABASE_URL: await server.createDatabase('compressed_lists') } : {};
    testApp = await buildTestApp({ ...database, REVIEW_JOB_POLL_MS: '600000' });
    ada = await memberWithRoles(testApp.app, 'ada@example.com', 'member');
    await seedDeals(testApp.app, { count: 40, memberVotes: 5, ownerEmail: 'founder@example.com' });
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => testApp?.close(),
      () => server?.stop(),
    ),
  );

  const previews = (acceptEncoding?: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/report/previews-with-votes', headers: { cookie: ada, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) }, payload: {} });
  const decoded = (answer: LightMyRequestResponse) => {
    const encoding = answer.headers['content-encoding'];
    return encoding === 'br' ? zlib.brotliDecompressSync(answer.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(answer.rawPayload) : answer.rawPayload;
  };

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('answers %s for "%s", with Vary and the same ETag, and it reads back as the JSON byte for byte', async (encoding, accept) => {
    const plain = await previews();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    const compressed = await previews(accept);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['vary']).toBe('Accept-Encoding');
    expect(compressed.headers['etag']).toBe(plain.headers['etag']);
    expect(decoded(compressed).equals(plain.rawPayload)).toBe(true);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('leaves a small list as it is', async () => {
    const recent = await testApp.app.inject({ method: 'GET', url: '/api/deals/recent?limit=5', headers: { cookie: ada, 'accept-encoding': 'br' } });
    expect(recent.rawPayload.length).toBeLessThan(1024);
    expect(recent.headers['content-encoding']).toBeUndefined();
    expect(recent.json()).toEqual({ success: true, deals: [] });
  });

  it('compresses a list once per data version and encoding, and again after a write', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    try {
      // A write first, so the list is new to the cache and its compressed form too.
      await memberWithRoles(testApp.app, 'bob@example.com', 'member');
      const first = await previews('br');
      const again = await Promise.all([previews('br'), previews('br')]);
      expect(brotli).toHaveBeenCalledTimes(1);
      for (const answer of again) expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
      await memberWithRoles(testApp.app, 'cat@example.com', 'member');
      const afterWrite = await previews('br');
      expect(afterWrite.headers['etag']).not.toBe(first.headers['etag']);
      expect(brotli).toHaveBeenCalledTimes(2);
    } finally {
      brotli.mockRestore();
    }
  });
});
