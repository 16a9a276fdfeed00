import { builtWorkerScript } from '../../testing/built-worker';
import { useTestApp } from '../../testing/use-test-app';
import { ICO_BYTES, startTestSite, type TestSite } from './test-site';
import { watchRequestThread } from '../../testing/request-thread-stall';

/**
 * GET /api/favicon is public: anyone can point it at a page built to stall a parser. The page is
 * read off the request path within a time budget, and the icon is still found.
 */
describe('a hostile home page behind GET /api/favicon', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({ hostToSite: () => 'hostile' });
  });

  // The page is read in the worker thread, as the built API reads it: the event loop is the request thread's alone.
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: `127.0.0.1:${site.port}` }), () => ({ workerScript: builtWorkerScript() }));

  afterAll(async () => {
    await site.close();
  });

  it('answers in bounded time with /favicon.ico, and other requests are not held up', async () => {
    const thread = watchRequestThread();
    const started = Date.now();
    const [icon, health] = await Promise.all([
      testApp.app.inject({ method: 'GET', url: `/api/favicon?domain=${encodeURIComponent(`127.0.0.1:${site.port}`)}` }),
      testApp.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    const stalledMs = thread.stop();
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.equals(ICO_BYTES)).toBe(true);
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    // The worker reads the page; the request thread never stalls near the old scanner's seconds.
    expect(stalledMs).toBeLessThan(1_000);
  });
});
