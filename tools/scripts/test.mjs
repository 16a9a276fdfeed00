// `npm test`: lint (module boundaries), typecheck, every Jest suite, the API and domain suites again on
// Node 24 and 26, then the browser tests in Chromium. Ends with the line `tests: N passed, M failed`
// that CI reads.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { NODE_LINES } from './other-node-lines/lines.mjs';
import { testNodeLine } from './other-node-lines/test-line.mjs';
import { nx, workspaceRoot } from './run.mjs';
import { totalsIn } from './test-totals.mjs';

const resultsDir = path.join(workspaceRoot, 'tmp/test-results');
rmSync(resultsDir, { recursive: true, force: true });

const failedSteps = [];
const step = async (name, action) => {
  console.log(`\n=== ${name} ===`);
  const ok = await action();
  if (!ok) failedSteps.push(name);
};

// Best effort: the API's PostgreSQL tests (test-pg runs the API suite again on PostgreSQL) install the server themselves when they can; a failure shows there.
await ensurePostgres();
await step('lint, typecheck and unit/integration tests', async () => (await nx(['run-many', '-t', 'lint', 'typecheck', 'test', 'test-pg', '--exclude=bench', '--outputStyle=static'])) === 0);
// The bench's smoke run on its own: its hostile-input rows hold /api/health to a latency budget, which
// the other suites running beside it on a 2-core machine pushed over now and then.
await step('bench smoke run', async () => (await nx(['run-many', '-t', 'lint', 'typecheck', 'test', '--projects=bench', '--outputStyle=static'])) === 0);
// Each newer line fetches its Node from the npm registry into tmp/ on the first run (see tools/scripts/other-node-lines.mjs).
for (const line of Object.keys(NODE_LINES)) {
  await step(`API and domain suites on Node ${line}`, () => testNodeLine(line));
}
await step('browser tests (Playwright, Chromium)', async () => {
  if (!(await ensureChromium())) return false;
  return (await nx(['run', 'e2e:e2e', '--outputStyle=static'])) === 0;
});

const totals = totalsIn(resultsDir);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);
const summary = `tests: ${totals.passed} passed, ${totals.failed} failed`;
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
