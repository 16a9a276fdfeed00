// What `npm test` runs, and in which order (docs/testing.md). Each entry names the Nx targets it
// covers, so tools/workspace/src/test-plan.spec.ts can check that no project's suite is left out.
import path from 'node:path';
import { NODE_LINES } from './other-node-lines/lines.mjs';
import { nxBin, workspaceRoot } from './run.mjs';

// Every run runs every test: Nx keeps its cache per repository under ~/.nx, shared by every clone of
// it on the machine, so a fresh clone replayed an earlier run's results of the same inputs (docs/testing.md).
const nx = (args) => ({ command: process.execPath, args: [nxBin(), ...args, '--outputStyle=static', '--skip-nx-cache'] });
// One Jest process a suite: the slots are the parallelism (jest.preset.js reads this).
const ONE_PROCESS_EACH = { QUORUM_JEST_WORKERS: '1' };
const SMALL_SUITES = ['domain', 'ui', 'api-client', 'workspace'];

/**
 * The steps that share the slots, longest first (measured: docs/testing.md), so the last slot to
 * free up is not waiting on a long suite that started late.
 */
export const ON_SLOTS = [
  { name: 'API suite on PostgreSQL', covers: ['api:test-pg'], ...nx(['run', 'api:test-pg']), env: ONE_PROCESS_EACH },
  { name: 'API suite on SQLite', covers: ['api:test'], ...nx(['run', 'api:test']), env: ONE_PROCESS_EACH },
  { name: 'members app suite', covers: ['members:test'], ...nx(['run', 'members:test']), env: ONE_PROCESS_EACH },
  // Each line fetches its Node from the npm registry into tmp/ on the first run (tools/scripts/other-node-lines.mjs);
  // Node 26 compiles better-sqlite3 first, so it goes first.
  ...Object.keys(NODE_LINES)
    .sort((a, b) => Number(b) - Number(a))
    .map((line) => ({
      name: `API and domain suites on Node ${line}`,
      covers: [`api:test-node${line}`, `domain:test-node${line}`],
      command: process.execPath,
      args: [path.join(workspaceRoot, 'tools/scripts/other-node-lines.mjs'), line],
      env: ONE_PROCESS_EACH,
    })),
  { name: 'lint and typecheck', covers: ['*:lint', '*:typecheck'], ...nx(['run-many', '-t', 'lint', 'typecheck', '--parallel=1']) },
  { name: 'onboarding app suite', covers: ['onboarding:test'], ...nx(['run', 'onboarding:test']), env: ONE_PROCESS_EACH },
  // What the bench and the browser tests serve: built here, so the runs after this only start it.
  { name: 'build of the API and both apps', covers: ['api:build', 'onboarding:build', 'members:build'], ...nx(['run-many', '-t', 'build', '--projects=api,onboarding,members', '--parallel=1']) },
  {
    name: `${SMALL_SUITES.join(', ')} suites`,
    covers: SMALL_SUITES.map((project) => `${project}:test`),
    ...nx(['run-many', '-t', 'test', `--projects=${SMALL_SUITES.join(',')}`, '--parallel=1']),
    env: ONE_PROCESS_EACH,
  },
];

/**
 * Then each of these alone: the bench's hostile-input rows hold /api/health to a latency budget,
 * and the browser tests run two projects side by side, each with Chromium and an API of its own.
 */
export const ALONE = [
  // Both serve what the build step on the slots made: without the cache, their targets' own builds would run again.
  { name: 'bench smoke run', covers: ['bench:test'], ...nx(['run', 'bench:test', '--excludeTaskDependencies']) },
  { name: 'browser tests (Playwright, Chromium)', covers: ['e2e:e2e'], ...nx(['run', 'e2e:e2e', '--excludeTaskDependencies']) },
];
