import { CONSTANTS, fullReportResponseSchema } from '@quorum/domain';
import { createMaterialsRepository } from '../materials/materials.repository';
import type { LoopbackServer } from '../../lib/safe-fetch/test-servers';
import { builtWorkerScript } from '../../testing/built-worker';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { FETCHES_PER_JOB } from './material/gather-material';
import { PAGE_BYTES } from './material/website-source';
import { html, startSite } from './testing/loopback-services';
import { watchRequestThread } from '../../testing/request-thread-stall';

/**
 * A member's deal material is outside input: a website built to stall a parser, dozens of sites to
 * fetch at once, an address that probes our internal network. Each report still ends, the API keeps
 * answering while it is made, and the report says no more than it should.
 */
describe('hostile deal material', () => {
  let site: LoopbackServer & { bodies: string[] };
  let open = 0;
  let peakOpen = 0;

  const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
  const slowPage = (markup: string) => html(markup);

  beforeAll(async () => {
    site = await startSite({
      // The largest page we read, made of tags that never end: the old regular expressions took minutes on it.
      '/meta-flood': html(`<title>Rocketly</title><p>Rocketly builds reusable rockets with $2.4M ARR.</p>${fill('<meta ', PAGE_BYTES)}`),
      '/nesting': html(`<p>Rocketly grew 18% a month.</p>${fill('<p><b>', PAGE_BYTES)}`),
      ...Object.fromEntries(
        Array.from({ length: CONSTANTS.MAX_DEAL_MATERIALS.secondary_url }, (_, index) => [
          `/site-${index}`,
          (request: Parameters<ReturnType<typeof slowPage>>[0], response: Parameters<ReturnType<typeof slowPage>>[1]) => {
            open += 1;
            peakOpen = Math.max(peakOpen, open);
            setTimeout(() => {
              open -= 1;
              slowPage(`<p>Page ${index} of Rocketly.</p>`)(request, response);
            }, 50);
          },
        ]),
      ),
    });
  });

  // The pages are read in the worker thread, as the built API reads them: the event loop is the request thread's alone.
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: site.hostPort }), () => ({ workerScript: builtWorkerScript() }));

  const client = useMemberClient(testApp, 'hostile-material@example.com');

  afterAll(async () => {
    await site.close();
  });

  it.each([
    ['1 MB of unterminated <meta tags', '/meta-flood', 9],
    ['1 MB of nested elements', '/nesting', 5],
  ])('reads a website of %s in bounded time, and the API keeps answering', async (_case, path, words) => {
    const dossierId = await client.createDossier();
    await client.setUrl(dossierId, site.url(path));
    const thread = watchRequestThread();
    const started = Date.now();
    const reportId = await client.generate(dossierId);
    const result = await client.pollToEnd(reportId);
    const stalledMs = thread.stop();
    expect(result.status).toBe('done');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The worker reads the page; the request thread never stalls near the seconds the old scanner took.
    expect(stalledMs).toBeLessThan(1_000);
    // The page's real text was read, and nothing of its markup.
    const report = await client.fullReport(reportId);
    expect(report['sources']).toEqual([expect.objectContaining({ id: 'website-1', readable: true, words })]);
  });

  it('fetches a job’s websites a few at a time, and refuses websites past the cap', async () => {
    const dossierId = await client.createDossier();
    await client.setUrl(dossierId, site.url('/site-0'));
    for (let index = 1; index < CONSTANTS.MAX_DEAL_MATERIALS.secondary_url; index += 1) await client.addSecondaryUrl(dossierId, site.url(`/site-${index}`));
    await client.addSecondaryUrl(dossierId, site.url('/site-0?again'));
    const refused = await client.call('POST', `/api/dossiers/${dossierId}/secondary-url`, { url: site.url('/site-1?more'), description: 'One too many', user: { email: 'hostile-material@example.com' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, error: `A deal can have at most ${CONSTANTS.MAX_DEAL_MATERIALS.secondary_url} other websites` });

    peakOpen = 0;
    const reportId = await client.generate(dossierId);
    expect((await client.pollToEnd(reportId)).status).toBe('done');
    expect(peakOpen).toBeGreaterThan(1);
    expect(peakOpen).toBeLessThanOrEqual(FETCHES_PER_JOB);
  });

  it('says in the report what a dossier older than the caps holds past them, which is not read', async () => {
    const dossierId = await client.createDossier();
    await client.setUrl(dossierId, site.url('/site-0'));
    // Written around the route's cap, as dossiers from before the caps were.
    const materials = createMaterialsRepository(testApp.app.db);
    const cap = CONSTANTS.MAX_DEAL_MATERIALS.secondary_url;
    // A millisecond apart, in the order they were added: inserts made within one millisecond would
    // tie, and the tie is broken by id ("older-…-10" before "older-…-2"), not by the order of adding.
    const first = Date.now();
    for (let index = 1; index <= cap + 2; index += 1) await materials.insert({ id: `older-${dossierId}-${index}`, dossierId, kind: 'secondary_url', url: site.url(`/site-${index % cap}?older=${index}`), urlHost: '127.0.0.1' }, new Date(first + index));
    const reportId = await client.generate(dossierId);
    expect((await client.pollToEnd(reportId)).status).toBe('done');
    const { sources } = fullReportResponseSchema.parse(await client.fullReport(reportId));
    const websites = sources.filter((source) => source.kind === 'website');
    expect(websites).toHaveLength(cap + 3);
    expect(websites.filter((source) => source.readable === false).map((source) => [source.url, source.note])).toEqual([
      [site.url(`/site-${(cap + 1) % cap}?older=${cap + 1}`), `a deal is read with at most ${cap} other websites`],
      [site.url(`/site-${(cap + 2) % cap}?older=${cap + 2}`), `a deal is read with at most ${cap} other websites`],
    ]);
  });

  it.each([
    ['a name that resolves to this machine', () => 'http://localhost:9/'],
    ['a name that does not resolve', () => 'http://quorum-no-such-host.invalid/'],
    ['a private address', () => 'http://10.1.2.3/'],
  ])('says only that the address is not allowed for %s', async (_case, url) => {
    const dossierId = await client.createDossier();
    await client.setUrl(dossierId, url());
    const result = await client.pollToEnd(await client.generate(dossierId));
    expect(result.status).toBe('error');
    expect(result.statusMessage).toContain('could not be fetched: The address is not allowed or could not be found');
    expect(result.statusMessage).not.toMatch(/loopback|private|resolve|127\.0\.0\.1|10\.1\.2\.3/i);
  });
});
