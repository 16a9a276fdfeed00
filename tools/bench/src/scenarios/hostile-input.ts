import { html, type LoopbackServer, PAGE_BYTES, startSite, startTestSite, strongDeck } from '@quorum/api/testing';
import { ApiProcess } from '../core/api-process';
import { Seeder } from '../core/seed';
import { failedRow, type Row, type Scenario } from '../core/types';
import { devOutboxRow } from './hostile/dev-outbox';
import { docsendLinksRow } from './hostile/docsend-links';
import { encodedPathsRow } from './hostile/encoded-paths';
import { draftKeysRow } from './hostile/draft-keys';
import { sealedReadsRow } from './hostile/sealed-reads';
import { hostileAnswersRow, hostileFaviconRow, hostilePasscodePageRow, hostileWebsiteRow } from './hostile/stalling-input';
import { UPLOAD_LIMITS, uploadQuotaRow } from './hostile/upload-quota';

const PUBLIC_URL = 'https://quorum.bench.example';
/** The most of a page the DocSend check reads (PAGE_BYTES in modules/docsend/docsend-check.ts). */
const DOCSEND_PAGE_BYTES = 512 * 1024;
const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));

/** Whether the API answers /api/health within a second. */
async function answering(api: ApiProcess): Promise<boolean> {
  try {
    return (await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Runs one case: one that throws, or runs past its deadline (a regression that stalls the API for
 * minutes), is a failed row of its own. An API left stalled is killed rather than restarted (it
 * would resume the stalling report job at start), and `stalled` says so to the cases after it:
 * the smoke run stays within its time however the API regresses.
 */
async function attempt(title: string, deadlineMs: number, run: () => Promise<Row>, api?: ApiProcess): Promise<{ row: Row; stalled: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${deadlineMs / 1000} s`)), deadlineMs);
  });
  try {
    return { row: await Promise.race([run(), deadline]), stalled: false };
  } catch (error) {
    console.error(error);
    const stalled = api !== undefined && !(await answering(api));
    if (stalled) await api.kill();
    return { row: failedRow(title, error), stalled };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The hostile cases of the security review against the built API: a cross-site approve in every
 * spelling of its path; pages and answers built to stall a parser (favicon, website, DocSend
 * check, application answers) while /api/health keeps its latency; DocSend links that must never
 * reach the converter; the document upload quotas; reads of votes while ballots are sealed; a
 * saved application copy started for someone else; the dev outbox on listeners others can reach.
 * One API process (production, loopback sites allowed) for all but the outbox, which needs one
 * per listener.
 */
export const hostileInputScenario: Scenario = {
  id: 'hostile-input',
  title: 'Hostile input',
  async run(settings): Promise<Row[]> {
    // Each case takes a few seconds (under 10 in full mode); a stalled API takes minutes.
    const deadlineMs = settings.mode === 'full' ? 60_000 : 15_000;
    // Every favicon lookup needs a host the cache has not seen: one site per lookup, each on its own port.
    const faviconSites: LoopbackServer[] = await Promise.all(Array.from({ length: settings.mode === 'full' ? 48 : 10 }, () => startTestSite({ hostToSite: () => 'hostile' })));
    const pages = await startSite({
      '/meta-flood': html(`<title>Rocketly</title><p>Rocketly builds reusable rockets with $2.4M ARR.</p>${fill('<meta ', PAGE_BYTES)}`),
      '/nesting': html(`<p>Rocketly grew 18% a month.</p>${fill('<p><b>', PAGE_BYTES)}`),
      '/view/inputs': html(fill('<input ', DOCSEND_PAGE_BYTES)),
    });
    const converter = await startSite({ '/convert': (_request, response) => void response.writeHead(200, { 'content-type': 'application/pdf' }).end(strongDeck()) });
    const api = new ApiProcess({
      env: {
        PUBLIC_URL,
        QUORUM_TEST_FETCH_ALLOW: [pages.hostPort, ...faviconSites.map((site) => site.hostPort)].join(','),
        DOCSEND_CONVERTER_URL: converter.url('/convert'),
        DOCUMENT_UPLOAD_QUOTA_BYTES: String(UPLOAD_LIMITS.quotaBytes),
        DOCUMENT_UPLOAD_BYTES_PER_IP: String(UPLOAD_LIMITS.perIpBytes),
      },
    });
    const rows: Row[] = [];
    try {
      await api.start();
      const seeder = new Seeder(api);
      try {
        const member = await seeder.signedIn('hostile@bench.example');
        const cases: ReadonlyArray<readonly [string, () => Promise<Row>, number?]> = [
          ['encoded paths', () => encodedPathsRow(api, seeder, PUBLIC_URL)],
          ['hostile favicon page', () => hostileFaviconRow(api, faviconSites, settings)],
          ['hostile website pages', () => hostileWebsiteRow(api, pages, member, ['/meta-flood', '/nesting'], settings)],
          ['hostile application answers', () => hostileAnswersRow(api, settings)],
          ['DocSend links', () => docsendLinksRow(api, seeder, member, converter)],
          ['hostile DocSend page', () => hostilePasscodePageRow(api, pages.url('/view/inputs'), member, settings)],
          // A review to finish first, then seven sign-ins and 18 reads: more than one case's time.
          ['sealed ballots', () => sealedReadsRow(api, seeder), 4],
          ['draft keys', () => draftKeysRow(api, seeder)],
          ['upload quota', () => uploadQuotaRow(api, seeder)],
        ];
        let stalledBy: string | undefined;
        for (const [title, run, deadlines = 1] of cases) {
          if (stalledBy) {
            rows.push(failedRow(title, `not run: the API stopped answering during "${stalledBy}"`));
            continue;
          }
          const outcome = await attempt(title, deadlineMs * deadlines, run, api);
          rows.push(outcome.row);
          if (outcome.stalled) stalledBy = title;
        }
      } finally {
        await seeder.close();
      }
    } finally {
      await api.dispose();
      await Promise.all([pages.close(), converter.close(), ...faviconSites.map((site) => site.close())]);
    }
    rows.push((await attempt('dev outbox', deadlineMs * 2, devOutboxRow)).row);
    return rows;
  },
};
