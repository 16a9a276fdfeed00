import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type SmtpSink, startSmtpSink } from '@quorum/api/testing';
import { API_CORE, hasTaskset } from './machine';
import { apiMain, probeModule, webRoot, workspaceRoot } from './paths';
import { API_POOL_SIZE, type Dialect } from './postgres';
import { sleep } from './stats';
import type { DatabaseChoice } from './types';

export interface ProbeSnapshot {
  /** How many resets the probe has seen: a snapshot of an older epoch is stale. */
  epoch: number;
  at: number;
  p50: number;
  p99: number;
  max: number;
  statements: number;
  rss: number;
}

export interface ApiOptions {
  /** Reuse a data directory (restarts, restores); a fresh temp one otherwise. */
  dataDir?: string;
  /** Added to the environment below, replacing any default (NODE_ENV, HOST, TRUST_PROXY_HOPS, LOG_LEVEL); `url` stays http://127.0.0.1:<port>. */
  env?: Record<string, string>;
  /** Raise RLIMIT_FSIZE for the process (the full-disk fallback): bytes. */
  fileSizeLimit?: number;
  /** Extra node flags (--cpu-prof while investigating a budget). */
  nodeArgs?: string[];
  /** Another build of the API (an A/B comparison against an earlier commit); the current build otherwise. */
  mainFile?: string;
  /** The API's SQLite file in the data directory (the default), or a database of its own on the bench's PostgreSQL. */
  database?: DatabaseChoice;
}

/**
 * The real, built API (dist/apps/api/main.mjs) in production mode as its own process, pinned to
 * the API core, with the bench probe preloaded. TRUST_PROXY_HOPS=1: the harness plays the reverse
 * proxy, so each simulated client has its own X-Forwarded-For address and the per-IP rate limits
 * hold per client exactly as they would in production. On PostgreSQL it gets an empty database of
 * its own on the bench's server (DATABASE_URL), created at the first start and kept across restarts.
 * Production refuses to start without a mail server, so unless the scenario gives SMTP_URL the
 * harness runs an SMTP sink on 127.0.0.1 (the API tests' own, kept across restarts) as its SMTP_URL.
 */
export class ApiProcess {
  readonly dataDir: string;
  readonly probeFile: string;
  port = 0;
  child: ChildProcess | undefined;
  starts = 0;
  /** The API's PostgreSQL database, once started on PostgreSQL. */
  databaseUrl: string | undefined;
  /** The SMTP server the API mails to, when the harness started one (see start()). */
  mailSink: SmtpSink | undefined;
  private output = '';
  private readonly ownsDataDir: boolean;

  constructor(private readonly options: ApiOptions = {}) {
    this.ownsDataDir = !options.dataDir;
    this.dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'quorum-bench-'));
    this.probeFile = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-probe-')), 'probe.json');
  }

  get dialect(): Dialect {
    return this.options.database?.dialect ?? 'sqlite';
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get alive(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  get log(): string {
    return this.output;
  }

  async start(): Promise<void> {
    // BENCH_API_MAIN: run every scenario against another build (an A/B against an earlier commit).
    const main = this.options.mainFile ?? process.env['BENCH_API_MAIN'] ?? apiMain;
    if (!existsSync(main)) throw new Error(`${main} is missing: run npx nx run api:build first`);
    if (!this.port) this.port = await freePort();
    const database = this.options.database;
    if (database?.dialect === 'postgres' && !this.databaseUrl) this.databaseUrl = await database.server.createDatabase();
    const production = (this.options.env?.['NODE_ENV'] ?? 'production') === 'production';
    if (production && !this.options.env?.['SMTP_URL'] && !this.mailSink) this.mailSink = await startSmtpSink();
    const node = [process.execPath, ...(this.options.nodeArgs ?? []), '--import', probeModule, main];
    const limit = this.options.fileSizeLimit ? ['prlimit', `--fsize=${this.options.fileSizeLimit}`, '--'] : [];
    const pin = hasTaskset() ? ['taskset', '-c', API_CORE] : [];
    const [command, ...args] = [...limit, ...pin, ...node];
    this.output = '';
    this.child = spawn(command ?? process.execPath, args, {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '/usr/bin:/bin',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        WEB_ROOT: webRoot,
        LOG_LEVEL: 'warn',
        TRUST_PROXY_HOPS: '1',
        ADMIN_EMAIL: 'admin@bench.example',
        BENCH_PROBE_FILE: this.probeFile,
        ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl, DATABASE_POOL_SIZE: String(API_POOL_SIZE) } : {}),
        ...(this.mailSink ? { SMTP_URL: this.mailSink.url } : {}),
        ...this.options.env,
      },
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.starts += 1;
    await this.waitHealthy();
  }

  private async waitHealthy(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`the API exited while starting: ${this.output.slice(-800)}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(25);
    }
    throw new Error(`the API did not become healthy in ${timeoutMs} ms: ${this.output.slice(-800)}`);
  }

  /** SIGKILL: no shutdown hook runs, exactly like a crash or the OOM killer. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  async dispose(): Promise<void> {
    await this.stop();
    await this.mailSink?.close();
    this.mailSink = undefined;
    rmSync(path.dirname(this.probeFile), { recursive: true, force: true });
    if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
    const database = this.options.database;
    if (database?.dialect === 'postgres' && this.databaseUrl) {
      // The speed scenario leaves tens of thousands of applications: free the server's disk for the
      // next scenario. A failure here costs only disk in a cluster removed at the end of the set, so
      // it must not turn the figures just measured into a failed row.
      await database.server.dropDatabase(this.databaseUrl).catch((error: unknown) => console.warn(`could not drop ${this.databaseUrl}: ${String(error)}`));
      this.databaseUrl = undefined;
    }
  }

  /** Resets the probe's event-loop histogram and statement counter (SIGUSR2) and waits until the reset is visible. */
  async resetProbe(): Promise<void> {
    const before = this.tryReadProbe()?.epoch ?? 0;
    this.child?.kill('SIGUSR2');
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (this.tryReadProbe()?.epoch ?? 0) <= before) await sleep(10);
  }

  /** The probe's figures as of now: waits for a snapshot written after this call. */
  async readProbeFresh(): Promise<ProbeSnapshot> {
    const since = Date.now();
    const deadline = since + 5_000;
    for (;;) {
      const snapshot = this.tryReadProbe();
      if (snapshot && (snapshot.at > since || Date.now() > deadline)) return snapshot;
      await sleep(20);
    }
  }

  readProbe(): ProbeSnapshot {
    return JSON.parse(readFileSync(this.probeFile, 'utf8')) as ProbeSnapshot;
  }

  private tryReadProbe(): ProbeSnapshot | undefined {
    try {
      return this.readProbe();
    } catch {
      return undefined;
    }
  }

  /** Resident set size from /proc (kB → bytes): the process's memory as the OS sees it. */
  rssBytes(): number {
    const status = readFileSync(`/proc/${this.apiPid()}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  }

  /** The node process itself (taskset/prlimit exec into it, so the pid is the same). */
  apiPid(): number {
    return this.pid;
  }
}
