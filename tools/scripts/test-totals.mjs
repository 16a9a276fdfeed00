// Sums the per-suite result files that Jest (tools/jest/totals-reporter.cjs) and Playwright write, and
// names the slowest spec files across all of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function* resultFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* resultFiles(full);
    else if (entry.name === 'jest.json' || entry.name === 'playwright.json') yield full;
  }
}

function countsOf(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (path.basename(file) === 'jest.json') return { passed: data.passed, failed: data.failed };
  const stats = data.stats ?? {};
  // A run that could not start (no browser, server down) reports errors but no tests: count it as failed.
  const startupFailures = (data.errors?.length ?? 0) > 0 && !stats.unexpected ? 1 : 0;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + startupFailures };
}

export function totalsIn(dir) {
  const totals = { passed: 0, failed: 0, files: 0 };
  for (const file of resultFiles(dir)) {
    const { passed, failed } = countsOf(file);
    totals.passed += passed;
    totals.failed += failed;
    totals.files += 1;
  }
  return totals;
}

/**
 * The line CI reads. A step can fail with every one of its tests passed (Jest exits 1 when a saga
 * logs after its file's tests are done): the line then counts each failed step as a failure rather
 * than saying none failed beside a red run.
 */
export function summaryLine(totals, failedSteps) {
  const failed = totals.failed > 0 ? totals.failed : failedSteps.length;
  return `tests: ${totals.passed} passed, ${failed} failed`;
}

/** Playwright's JSON report nests suites (a file, then its describes); a file's time is the sum of its tests' runs. */
function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) byFile.set(own, (byFile.get(own) ?? 0) + (result.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) visit(child, own);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return [...byFile].map(([file, ms]) => ({ file: path.join('apps/e2e/src', file), ms }));
}

/** Every spec file's time in every run under `dir`, slowest first: { run, file, ms }. */
export function specTimesIn(dir) {
  const times = [];
  for (const file of resultFiles(dir)) {
    const run = path.relative(dir, path.dirname(file));
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const files = path.basename(file) === 'jest.json' ? (data.files ?? []) : playwrightFiles(data);
    for (const entry of files) times.push({ run, file: entry.file, ms: entry.ms });
  }
  return times.sort((a, b) => b.ms - a.ms);
}

/** The slowest `count` spec files as lines for a terminal. */
export function slowestLines(dir, count = 20) {
  return specTimesIn(dir)
    .slice(0, count)
    .map((entry, index) => `${String(index + 1).padStart(2)}. ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.run}  ${entry.file}`);
}
