import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { childProcessEnv } from './api-processes';
import { freePort } from './free-port';
import { waitUntil } from './wait-until';

const WORKSPACE = path.resolve(__dirname, '../../../..');
/** Under node_modules, so the bundle resolves its packages as the built API does. */
const BUNDLE_DIR = path.join(WORKSPACE, 'node_modules/.cache/quorum-api-test/api-bundle');
/** Records every module a process resolves (testing/module-log). */
export const MODULE_LOG_HOOK = path.join(__dirname, 'module-log/register.mjs');

let built: string | undefined;

/**
 * The API as `npx nx run api:build` makes it (esbuild: one ESM bundle, packages external, the
 * worker beside it, the migrations beside them), once per test process: for the specs about what
 * the shipped file loads and does, which the test suites run before the build step. Suites that
 * build it at once (the Node lines) each write their own file and rename it into place.
 */
export function builtApiMain(): string {
  if (built) return built;
  const common: BuildOptions = { bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', tsconfig: path.join(WORKSPACE, 'apps/api/tsconfig.app.json'), write: false, logLevel: 'warning' };
  mkdirSync(BUNDLE_DIR, { recursive: true });
  for (const [entry, file] of [
    ['apps/api/src/main.ts', 'main.mjs'],
    ['apps/api/src/workers/worker-entry.ts', 'worker.mjs'],
  ] as const) {
    const target = path.join(BUNDLE_DIR, file);
    const result = buildSync({ ...common, entryPoints: [path.join(WORKSPACE, entry)], outfile: target });
    const staged = `${target}.${process.pid}`;
    writeFileSync(staged, result.outputFiles?.[0]?.contents ?? new Uint8Array());
    renameSync(staged, target);
  }
  for (const folder of ['drizzle', 'drizzle-pg']) {
    try {
      symlinkSync(path.join(WORKSPACE, 'apps/api', folder), path.join(BUNDLE_DIR, folder), 'dir');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  built = path.join(BUNDLE_DIR, 'main.mjs');
  return built;
}

export interface BuiltApi {
  url: string;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** SIGTERM (a clean shutdown: the app's close hooks run), and resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts the built API with `env` (on a minimal environment) and `nodeArgs`, and resolves once /api/health answers. */
export async function startBuiltApi(env: Record<string, string>, nodeArgs: string[] = []): Promise<BuiltApi> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, builtApiMain()], {
    cwd: WORKSPACE,
    env: { ...childProcessEnv(), NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntil(
      'the built API to answer /api/health',
      async () => {
        if (child.exitCode !== null) throw new Error(`the built API exited: ${output.slice(-1500)}`);
        return (await fetch(`${url}/api/health`).catch(() => undefined))?.ok === true;
      },
      { everyMs: 50, describe: () => output.slice(-1500) },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}
