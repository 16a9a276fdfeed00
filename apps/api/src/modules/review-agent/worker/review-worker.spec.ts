import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { strongDeck } from '../testing/fixture-decks';
import { createInlineExecutor, createThreadExecutor, type ReviewExecutor } from './executor';
import { findWorkerScript, WORKER_FILE } from './worker-script';

/**
 * Jest cannot start a worker thread from TypeScript source, so the app under Jest runs review
 * tasks in-thread. This suite closes that gap: it compiles the worker entry the way the API build
 * does (esbuild, ESM, packages external) and runs the same tasks in a real worker thread. The
 * output goes under node_modules/.cache so the bundle resolves pdfjs-dist like the built API does.
 */
describe('the review worker thread (compiled entry)', () => {
  const workspace = path.resolve(__dirname, '../../../../../..');
  const outDir = path.join(workspace, 'node_modules/.cache/quorum-api-test');
  const script = path.join(outDir, WORKER_FILE);
  const files = mkdtempSync(path.join(tmpdir(), 'quorum-worker-'));
  const deckPath = path.join(files, 'deck');
  let thread: ReviewExecutor;

  beforeAll(() => {
    buildSync({
      entryPoints: [path.join(__dirname, 'review-worker.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      tsconfig: path.join(workspace, 'apps/api/tsconfig.app.json'),
      outfile: script,
      logLevel: 'warning',
    });
    writeFileSync(deckPath, strongDeck());
    thread = createThreadExecutor(script);
  });

  afterAll(async () => {
    await thread.close();
    rmSync(files, { recursive: true, force: true });
  });

  it('reads a PDF and analyses it in the worker exactly as in-thread', async () => {
    const inline = createInlineExecutor();
    const [threadText, inlineText] = await Promise.all([thread.run('readPdf', { filePath: deckPath }), inline.run('readPdf', { filePath: deckPath })]);
    expect(threadText).toEqual(inlineText);
    expect(threadText.ok && threadText.text.pages[1]).toContain('$2.4M ARR');

    const text = threadText.ok ? threadText.text.pages.join('\n') : '';
    const input = {
      material: { dealName: 'Rocketly', mainUrl: null, siteName: null, description: null, twitterHandle: null, postMoneyValuation: null, founders: [], investors: [], competitors: [], sources: [{ id: 'pdf-1', kind: 'pdf' as const, title: 'deck', readable: true, text }] },
      context: { investmentStrategy: DEFAULT_NETWORK_SETTINGS.investmentStrategy, thresholdPercent: 50 },
    };
    const [threadAnalysis, inlineAnalysis] = await Promise.all([thread.run('analyze', input), inline.run('analyze', input)]);
    expect(threadAnalysis).toEqual(inlineAnalysis);
    expect(threadAnalysis.analyses.map((analysis) => analysis.vote)).toEqual(['Yes', 'Yes', 'Yes']);
  });

  it('keeps the event loop free while the worker reads a long deck', async () => {
    const longDeck = path.join(files, 'long');
    const { makePdf } = await import('../../../lib/pdf-text/testing/make-pdf');
    writeFileSync(longDeck, makePdf(Array.from({ length: 60 }, (_, page) => Array.from({ length: 45 }, (_, line) => `Page ${page} line ${line}: revenue grew 18% month over month to $2.4M ARR.`))));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    const result = await thread.run('readPdf', { filePath: longDeck });
    clearInterval(timer);
    const elapsed = Date.now() - started;
    expect(result.ok && result.text.pageCount).toBe(60);
    // A blocked loop would tick about once; a free one ticks every ~5 ms while the worker works.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 3));
  });

  it('a worker that dies fails its tasks, and the next task starts a new one', async () => {
    const broken = createThreadExecutor(path.join(files, 'missing-worker.mjs'));
    await expect(broken.run('readPdf', { filePath: deckPath })).rejects.toThrow();
    await broken.close();
    expect((await thread.run('readPdf', { filePath: path.join(files, 'nope') })).ok).toBe(false);
  });

  it('is found beside the running bundle, and not under Jest', () => {
    expect(findWorkerScript(path.join(outDir, 'main.mjs'))).toBe(script);
    expect(findWorkerScript()).toBeUndefined();
  });

  // Issue 8: a report being generated must not take the core from requests (event-loop delay).
  // Quorum runs on Linux (Debian): each thread's nice value is in /proc/self/task/<id>/stat.
  it('runs at the lowest priority, the request thread at normal priority', async () => {
    await thread.run('readPdf', { filePath: deckPath });
    const nice = readdirSync('/proc/self/task').map((task) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]));
    expect(nice).toContain(19);
    expect(Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[16])).toBe(0);
  });
});
