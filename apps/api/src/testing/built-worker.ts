import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { WORKER_FILE } from '../workers/worker-script';

const WORKSPACE = path.resolve(__dirname, '../../../..');
/** Under node_modules, so the bundle resolves pdfjs-dist as the built API does. */
export const BUILT_WORKER_DIR = path.join(WORKSPACE, 'node_modules/.cache/quorum-api-test');

let built: string | undefined;

/**
 * The worker thread's entry compiled the way the API build compiles it (esbuild, ESM, packages
 * external), once per test process. Jest cannot start a worker from TypeScript source, so an app
 * under Jest runs outside input in-thread; a spec that checks what the request thread does while a
 * hostile page is read passes this to buildTestApp (`workerScript`) and tests the real split. Two
 * suites may build it at once (SQLite and PostgreSQL runs): each writes its own file, then renames
 * it into place, so neither reads half of the other's.
 */
export function builtWorkerScript(): string {
  if (built) return built;
  const script = path.join(BUILT_WORKER_DIR, WORKER_FILE);
  const result = buildSync({
    entryPoints: [path.join(__dirname, '../workers/worker-entry.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: path.join(WORKSPACE, 'apps/api/tsconfig.app.json'),
    write: false,
    outfile: script,
    logLevel: 'warning',
  });
  mkdirSync(BUILT_WORKER_DIR, { recursive: true });
  const staged = `${script}.${process.pid}`;
  writeFileSync(staged, result.outputFiles[0]?.contents ?? new Uint8Array());
  renameSync(staged, script);
  built = script;
  return script;
}
