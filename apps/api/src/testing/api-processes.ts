import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The repository's root: the launcher runs from there, as `npm start` does. */
const ROOT = path.join(__dirname, '../../../..');
const LAUNCHER = path.join(__dirname, 'api-instance.ts');
/** tsx reads the path aliases (@quorum/domain) from the app's tsconfig. */
const TSCONFIG = path.join(ROOT, 'apps/api/tsconfig.app.json');

export type LogLine = Record<string, unknown> & { msg?: string };

/**
 * The environment every API process a test starts begins with: PATH, and the Node options this
 * test run was started with. Under another Node line (tools/scripts/other-node-lines) those load
 * the better-sqlite3 built for that Node; without them the child would load the one built for the
 * main install's Node and fail to open its database.
 */
export function childProcessEnv(): Record<string, string> {
  const options = process.env['NODE_OPTIONS'];
  return { PATH: process.env['PATH'] ?? '', ...(options ? { NODE_OPTIONS: options } : {}) };
}

/** Test-only: an API instance running in a child process (see api-instance.ts). */
export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Its review agent's instance id: the lease_owner of the work it holds. */
  instance: string;
  pid: number;
  /** The JSON log lines it has printed so far. */
  logs: LogLine[];
  /** Sends `signal` (SIGTERM: a clean shutdown; SIGKILL: a crash) and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts one instance with `env` (added to a minimal environment: nothing of the test process
 * leaks in) and resolves once it listens. Logs at info level (NODE_ENV=development: test mode logs
 * nothing), so a test can see what the instance did.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', LAUNCHER], {
    cwd: ROOT,
    env: { ...childProcessEnv(), TSX_TSCONFIG_PATH: TSCONFIG, NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill('SIGKILL');
      reject(new Error(`the API instance did not listen within ${timeoutMs} ms:\n${errors}`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API instance exited (${signal ?? code}) before listening:\n${errors}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      let parsed: LogLine;
      try {
        parsed = JSON.parse(line) as LogLine;
      } catch {
        return; // not ours to read
      }
      logs.push(parsed);
      if (typeof parsed['listening'] === 'string' && typeof parsed['instance'] === 'string') {
        clearTimeout(timer);
        resolve({ url: parsed['listening'], instance: parsed['instance'], pid: child.pid ?? 0, logs, kill });
      }
    });
  });
}
