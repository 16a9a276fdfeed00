// `npm test`: lint (module boundaries), typecheck, every Jest suite (the API's on SQLite and again on
// PostgreSQL), the API and domain suites again on Node 24 and 26, the bench's smoke run, then the
// browser tests in Chromium. Ends with the line `tests: N passed, M failed` that CI reads.
//
// How many things run at once is decided from the machine's cores (docs/testing.md): the suites
// share as many slots as there are cores, one process each, longest first; the bench's smoke run
// and the browser tests, which hold latency budgets and start browsers, each have the machine to
// themselves afterwards.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { ensureTestPackages } from './ensure-packages.mjs';
import { busyShare, cpuReading } from './machine-cpu.mjs';
import { workspaceRoot } from './run.mjs';
import { runTasks } from './task-pool.mjs';
import { ALONE, ON_SLOTS } from './test-plan.mjs';
import { slowestLines, specTimesIn, summaryLine, totalsIn } from './test-totals.mjs';

const resultsDir = path.join(workspaceRoot, 'tmp/test-results');
rmSync(resultsDir, { recursive: true, force: true });
const logDir = path.join(resultsDir, 'logs');

const cores = availableParallelism();
// QUORUM_TEST_SLOTS overrides the core count (to try another plan); it never changes what runs.
const slots = Number.parseInt(process.env.QUORUM_TEST_SLOTS ?? '', 10) > 0 ? Number.parseInt(process.env.QUORUM_TEST_SLOTS, 10) : cores;
const started = performance.now();
const cpuAtStart = cpuReading();

console.log(`npm test on ${cores} cores: ${ON_SLOTS.length} steps on ${slots} slots, then ${ALONE.length} alone (docs/testing.md)\n`);
const packagesReady = await ensureTestPackages();
const outcomes = [...(await runTasks(ON_SLOTS, { slots, logDir })), ...(await runTasks(ALONE, { slots: 1, logDir }))];

const totals = totalsIn(resultsDir);
const wallMs = performance.now() - started;
const busy = busyShare(cpuAtStart, cpuReading());
const failedSteps = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
if (!packagesReady) failedSteps.unshift('Debian packages for the tests (PostgreSQL, Chromium)');

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};
console.log('\nEach step, as it ran:');
for (const outcome of outcomes) console.log(`  ${outcome.ok ? '✔' : '✘'} ${minutes(outcome.ms).padStart(13)}  ${outcome.name}`);
console.log('\nThe 20 slowest spec files:');
console.log(slowestLines(resultsDir, 20).join('\n'));
const machine = `${cores} cores${busy === null ? '' : `, ${Math.round(busy * 100)}% busy over the run`}, load average ${loadavg()[0].toFixed(1)} at the end`;
console.log(`\nWall time ${minutes(wallMs)} on ${machine}.`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join('; ')}`);

const summary = summaryLine(totals, failedSteps);
const failed = totals.failed > 0 || failedSteps.length > 0;
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'timings.json'),
  JSON.stringify({ wallMs, cores, slots, busy, steps: outcomes.map(({ name, ok, ms }) => ({ name, ok, ms })), specFiles: specTimesIn(resultsDir) }, null, 1),
);
writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failed ? 1 : 0);
