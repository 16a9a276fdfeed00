// Runs the domain and API Jest suites (the API's on SQLite) under another Node: Jest itself runs on
// that Node, which is also first on PATH (for tools started as `#!/usr/bin/env node`) and is what
// process.execPath gives the API processes the tests start; the preload points every one of them at
// that Node's better-sqlite3. Outside Nx on purpose: Nx's cache does not know which Node ran a
// suite, and would replay the Node 20 results.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import layout from './layout.cjs';
import { run } from '../run.mjs';

/** The suites that run on every line; `root` holds each one's jest.config.cjs. */
export const SUITES = [
  { name: 'domain', root: 'libs/domain' },
  { name: 'api', root: 'apps/api' },
];

const jestBin = path.join(layout.workspaceRoot, 'node_modules/jest/bin/jest.js');
const preload = path.join(import.meta.dirname, 'better-sqlite3-preload.cjs');

/** Where a run's counts go: tmp/test-results/<root>-node<line>/jest.json (tools/jest/totals-reporter.cjs). */
export const resultsFile = (root, line) => path.join(layout.workspaceRoot, 'tmp/test-results', `${root}-node${line}`, 'jest.json');

/** Counts one failure for a run that ended without counts of its own (Jest crashed, or never started). */
export function recordUnrunnable(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ passed: 0, failed: 1, skipped: 0, suites: 0 }));
}

/**
 * Runs one suite on the Node in `node`; resolves to whether it passed and how long it took (ms).
 * Its counts go beside the Node 20 run's (QUORUM_TEST_RUN names the run for the totals reporter),
 * so `npm test` totals both.
 */
export async function runSuite(suite, line, node) {
  const env = {
    PATH: `${path.join(node.dir, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${JSON.stringify(preload)}`].filter(Boolean).join(' '),
    QUORUM_TEST_RUN: `node${line}`,
  };
  const counts = resultsFile(suite.root, line);
  rmSync(counts, { force: true });
  const started = performance.now();
  const code = await run(node.nodeBin, [jestBin, '--config', 'jest.config.cjs'], { cwd: path.join(layout.workspaceRoot, suite.root), env });
  if (code !== 0 && !existsSync(counts)) recordUnrunnable(counts);
  return { ok: code === 0, ms: performance.now() - started };
}
