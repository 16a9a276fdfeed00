import { gzipSync } from 'node:zlib';
import { organization, uniqueEmail } from './testing/applicants';
import { expect, test } from './testing/fixtures';
import { answerStep, currentStep } from './testing/wizard-driver';

/** The budgets for /apply (docs/bench.md): first-load JavaScript, and Next to the next question painted. */
const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;
const NEXT_TO_PAINT_BUDGET_MS = 100;
/**
 * Wall-clock time on a shared machine swings with everything else running on it (a 2-core box at
 * a load average of 6 triples it), so the p95 budget is enforced where the figure means something:
 * with QUORUM_PERF_STRICT=1 on a quiet machine (the bench, docs/bench.md). Otherwise the test still catches
 * a regression that shows at any load: a median over twice the budget.
 */
const STRICT = process.env['QUORUM_PERF_STRICT'] === '1';
const NEXT_TO_PAINT_MEDIAN_GUARD_MS = 2 * NEXT_TO_PAINT_BUDGET_MS;

test.describe('front-end budgets of /apply', () => {
  // No retry: the check below is sized so that a loaded machine passes it and a regression does not.
  test.describe.configure({ timeout: 120_000 });

  test('a first visit loads at most 170 KB of JavaScript, gzipped', async ({ page }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto('/apply', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Quorum' })).toBeVisible();
    const gzipped = [...scripts.values()].reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
    test.info().annotations.push({ type: 'first-load JS', description: `${(gzipped / 1024).toFixed(1)} KB gzip in ${scripts.size} files` });
    console.log(`/apply first load: ${(gzipped / 1024).toFixed(1)} KB of JavaScript (gzip) in ${scripts.size} files`);
    expect(gzipped).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  test('Next paints the next question within 100 ms (p95 of 30 presses, CPU slowed 4×)', async ({ page }) => {
    test.info().annotations.push({ type: 'method', description: 'click to the first frame after the step changed' });
    const answers = organization(uniqueEmail('perf'), 'Corporation', 'yes');
    await page.goto('/apply');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // From the click to the frame that shows the next question, measured in the page: the step
    // changes, the next animation frame starts, and its paint follows before the next task runs.
    // (Event Timing would add headless Chromium's software-compositor presentation time, which a
    // real browser does not have.)
    await page.evaluate(() => {
      const timings: number[] = [];
      (window as unknown as { nextTimings: number[] }).nextTimings = timings;
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element).closest('button');
          if (!button || !['Next', 'Get started'].includes(button.textContent ?? '')) return;
          const started = performance.now();
          const before = document.querySelector('[data-question]')?.getAttribute('data-question');
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-question]')?.getAttribute('data-question') === before) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => timings.push(performance.now() - started), 0));
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        },
        true,
      );
    });
    for (let press = 0; press < 31; press += 1) {
      const step = await currentStep(page);
      await answerStep(page, step, answers[step.id]);
      // Let the answer's own work (stored files, saves, chunks) settle, as a person's reading time
      // does: only Next itself is measured. The page says when its main thread is idle.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
      await page.getByRole('button', { name: step.kind === 'welcome' ? 'Get started' : 'Next', exact: true }).click();
      await expect(page.locator(`[data-question="${step.id}"]`)).toHaveCount(0);
    }
    // Every press has painted its next question: one timing each.
    await expect.poll(() => page.evaluate(() => (window as unknown as { nextTimings: number[] }).nextTimings.length)).toBe(31);
    // The first press (Get started) also loads the storage code: it is not a question-to-question Next.
    const timings = (await page.evaluate(() => (window as unknown as { nextTimings: number[] }).nextTimings)).slice(1);
    if (process.env['PERF_DEBUG']) console.log(timings.map((t) => t.toFixed(0)).join(' '));
    const sorted = [...timings].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
    console.log(`Next to paint, CPU 4× slower: p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${sorted.length} presses`);
    test.info().annotations.push({ type: 'Next to paint p95', description: `${p95.toFixed(1)} ms` });
    expect(sorted.length).toBeGreaterThanOrEqual(30);
    if (STRICT) expect(p95).toBeLessThan(NEXT_TO_PAINT_BUDGET_MS);
    else expect(sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY).toBeLessThan(NEXT_TO_PAINT_MEDIAN_GUARD_MS);
  });
});
