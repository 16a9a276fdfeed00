import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

/**
 * A throwaway PostgreSQL for tests: Debian's server binaries (installed with apt-get when missing
 * and we are root), a cluster initialised in a temp dir, listening on 127.0.0.1 at a free port and
 * on a unix socket in that dir. Never a mock, never the machine's own cluster.
 */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth: the server only listens on loopback). */
  url: string;
  port: number;
  socketDir: string;
  /** How long initdb plus start-up took, in milliseconds. */
  startMs: number;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown, then removes the temp dir. */
  stop(): Promise<void>;
}

/** A beforeAll timeout for startPostgres: generous, as on a fresh machine the first start installs Debian's postgresql package with apt-get. */
export const POSTGRES_START_TIMEOUT_MS = 240_000;

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** Highest installed major version's bin dir holding initdb and postgres, or null. */
function findBinDir(): string | null {
  const fromEnv = process.env['POSTGRES_BIN_DIR'];
  if (fromEnv) return existsSync(path.join(fromEnv, 'postgres')) ? fromEnv : null;
  if (!existsSync(POSTGRES_ROOT)) return null;
  const majors = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const dirs = majors.map((major) => path.join(POSTGRES_ROOT, major, 'bin'));
  return dirs.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) ?? null;
}

/** Same approach as tools/scripts/ensure-packages.mjs: Debian's package, when root on a Debian-like machine. */
function installDebianPostgres(): void {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`PostgreSQL server binaries not found under ${POSTGRES_ROOT}. Install Debian's "postgresql" package or set POSTGRES_BIN_DIR.`);
  }
  // The package would otherwise create and start a system cluster on port 5432 that no test uses.
  const createClusterConf = '/etc/postgresql-common/createcluster.conf';
  if (!existsSync(createClusterConf)) {
    mkdirSync(path.dirname(createClusterConf), { recursive: true });
    writeFileSync(createClusterConf, 'create_main_cluster = false\n');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { env, stdio: 'inherit' });
}

interface RunAs {
  uid: number;
  gid: number;
}

/** postgres refuses to run as root: as root we run it as the `postgres` user (or `nobody`). */
function unprivilegedUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of [process.env['POSTGRES_RUN_AS'] ?? 'postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('Running as root and found neither a "postgres" nor a "nobody" user to run PostgreSQL as.');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Blocks this thread for `ms`: the only pause there is in an 'exit' handler. */
function pauseSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a cluster's directory, again until it is gone: at exit or on a signal the server is still
 * deleting its own files (postmaster.pid, the socket's lock) while we remove them, and Node 24 and
 * later's rmSync stops without an error when a file vanishes under it, leaving the directories.
 */
function removeCluster(root: string, patienceMs = 5_000): void {
  const deadline = Date.now() + patienceMs;
  while (Date.now() < deadline) {
    try {
      rmSync(root, { recursive: true, force: true });
    } catch {
      // ENOTEMPTY from Node 20's rmSync, in the same race: the next round finishes the job.
    }
    if (!existsSync(root)) return;
    pauseSync(20);
  }
  rmSync(root, { recursive: true, force: true }); // past its patience: say why, if it still fails
}

async function waitUntilAccepting(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`postgres exited during start-up:\n${output()}`);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`postgres did not accept connections within ${timeoutMs} ms:\n${output()}`, { cause: error });
    } finally {
      await client.end().catch(() => undefined);
    }
    await delay(50);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startPostgres(options: { startTimeoutMs?: number } = {}): Promise<PostgresServer> {
  const started = Date.now();
  let binDir = findBinDir();
  if (!binDir) {
    installDebianPostgres();
    binDir = findBinDir();
    if (!binDir) throw new Error(`apt-get installed "postgresql" but no server binaries appeared under ${POSTGRES_ROOT}.`);
  }
  const runAs = unprivilegedUser();
  const root = mkdtempSync(path.join(tmpdir(), 'quorum-pg-'));
  if (runAs) chownSync(root, runAs.uid, runAs.gid);
  const dataDir = path.join(root, 'data');
  const spawnOptions = { cwd: root, env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, ...(runAs ?? {}) };

  let child: ChildProcess | undefined;
  const removeAll = () => removeCluster(root);
  // If the test process ends without stop(), still take the server down with it: at exit, and when
  // it is interrupted or terminated (the default action of those signals skips 'exit'), after which
  // the signal is raised again to end the process as it would have.
  const killOnExit = () => {
    child?.kill('SIGQUIT');
    removeAll();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    forget();
    killOnExit();
    process.kill(process.pid, signal);
  };
  const watch = () => {
    process.once('exit', killOnExit);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  };
  const forget = () => {
    process.removeListener('exit', killOnExit);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  };
  try {
    execFileSync(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions'], {
      ...spawnOptions,
      stdio: 'pipe',
    });
    const port = await freePort();
    let output = '';
    // Durability settings off: a test cluster is thrown away, and fsync would dominate its run time.
    const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200', 'shared_buffers=32MB', 'log_min_messages=warning'];
    child = spawn(path.join(binDir, 'postgres'), ['-D', dataDir, '-h', '127.0.0.1', '-p', String(port), '-k', root, ...settings.flatMap((s) => ['-c', s])], {
      ...spawnOptions,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    watch();

    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilAccepting(url, child, () => output, options.startTimeoutMs ?? 30_000);
    const running = child;
    return {
      url,
      port,
      socketDir: root,
      startMs: Date.now() - started,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
        const client = new Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`create database ${name}`);
        } finally {
          await client.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`;
      },
      async stop() {
        forget();
        running.kill('SIGINT'); // fast shutdown: roll back open transactions, close connections
        const forced = setTimeout(() => running.kill('SIGQUIT'), 10_000);
        await exited(running);
        clearTimeout(forced);
        removeAll();
      },
    };
  } catch (error) {
    forget();
    if (child) {
      child.kill('SIGQUIT');
      await exited(child);
    }
    removeAll();
    throw error;
  }
}

/** The server's major version as the binaries report it, e.g. "15.18" (for logs and the README). */
export function postgresVersion(): string | null {
  const binDir = findBinDir();
  if (!binDir) return null;
  const text = execFileSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' });
  return /(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? null;
}

