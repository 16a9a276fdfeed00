// Sums the per-suite result files that Jest (tools/jest/totals-reporter.cjs) and Playwright write.
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
