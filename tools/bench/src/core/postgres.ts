import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { type PostgresServer, postgresVersion, startPostgres } from '@quorum/api/testing';
import { API_CORE, hasTaskset } from './machine';

/** The databases the API scenarios run on: the API's default, and PostgreSQL when DATABASE_URL is set. */
export type Dialect = 'sqlite' | 'postgres';

export const DIALECT_NAME: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * The API's pool size in the bench: the production default (DATABASE_POOL_SIZE, 10), passed
 * explicitly so the figures say what they measured even if that default moves.
 */
export const API_POOL_SIZE = 10;

/** The server the PostgreSQL rows ran on, for the results header. */
export interface PostgresInfo {
  version: string | null;
  /** Pinned to the API's core with taskset (false: taskset missing or fewer than two cores). */
  pinned: boolean;
  startMs: number;
}

/** One sentence for the results header: which server, how it was set up, where it ran. */
export function postgresNote(info: PostgresInfo): string {
  const server = info.version ? `PostgreSQL ${info.version}` : 'PostgreSQL';
  const placement = info.pinned ? `pinned to core ${API_CORE} with the API` : 'not pinned';
  return `Rows marked PostgreSQL: the same API on ${server} (DATABASE_URL, pool of ${API_POOL_SIZE}), a throwaway cluster with fsync off and synchronous_commit on, ${placement}; each set has its own hello-world baseline.`;
}

export interface BenchPostgres extends PostgresInfo {
  /** An empty database of its own for one API process (kept across that process's restarts). */
  createDatabase(): Promise<string>;
  dropDatabase(url: string): Promise<void>;
  stop(): Promise<void>;
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every process below `root` (the postmaster's background workers and open backends), from /proc. */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    for (const [child, parent] of parentOf) {
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * The database server does the API's SQL work, which on SQLite runs inside the API process on the
 * API's core: pinning the server to that same core keeps the comparison to one core of server
 * work for both dialects, and keeps it off the load generator's core, whose figures it would
 * otherwise distort. The postmaster and the processes it has already started are moved; every
 * backend it forks later (one per API connection) inherits its affinity.
 */
async function pinToApiCore(server: PostgresServer): Promise<boolean> {
  if (!hasTaskset()) return false;
  const dataDirectory = await onServer(server.url, async (client) => String((await client.query<{ data_directory: string }>('show data_directory')).rows[0]?.data_directory));
  const postmaster = Number(readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0) return false;
  try {
    for (const pid of [postmaster, ...descendants(postmaster)]) execFileSync('taskset', ['-a', '-cp', API_CORE, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The API's test server (apps/api/src/testing/postgres-server.ts: a throwaway cluster on loopback,
 * started once per bench run), pinned to the API's core, one database per API process. The
 * cluster runs with fsync off (the test server's settings, fixed on its command line); each
 * bench database turns synchronous_commit back on, so a commit at least waits for its WAL write
 * as in a default production server, though not for the disk as SQLite's synchronous=FULL does.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const server = await startPostgres();
  try {
    const pinned = await pinToApiCore(server);
    return {
      version: postgresVersion(),
      pinned,
      startMs: server.startMs,
      async createDatabase() {
        const name = `bench_${randomBytes(6).toString('hex')}`;
        const url = await server.createDatabase(name);
        await onServer(server.url, (client) => client.query(`alter database ${name} set synchronous_commit = on`));
        return url;
      },
      async dropDatabase(url) {
        const name = new URL(url).pathname.slice(1);
        if (!/^bench_[0-9a-f]+$/.test(name)) throw new Error(`not a bench database: ${name}`);
        // FORCE: a SIGKILLed API's connections may still be closing on the server's side.
        await onServer(server.url, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
