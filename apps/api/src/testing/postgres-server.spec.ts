import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { childProcessEnv } from './api-processes';
import { POSTGRES_START_TIMEOUT_MS } from './postgres-server';
import { readUntil } from './wait-until';

const ROOT = path.join(__dirname, '../../../..');

/** Whether a PostgreSQL answers on this port. */
async function answers(port: number): Promise<boolean> {
  const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The throwaway cluster of the tests (postgres-server.ts) never outlives the process that started it. */
describe('the test PostgreSQL server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quorum-pg-owner-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)('goes down with its process when that process gets %s', async (signal) => {
    const launcher = path.join(dir, `owner-${signal}.ts`);
    writeFileSync(launcher, `import { startPostgres } from ${JSON.stringify(path.join(__dirname, 'postgres-server'))};\nvoid startPostgres().then((server) => { console.log(JSON.stringify({ port: server.port, root: server.socketDir })); setInterval(() => undefined, 1_000); });\n`);
    const owner = spawn(process.execPath, ['--import', 'tsx', launcher], { cwd: ROOT, env: childProcessEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => owner.once('exit', (code, killedBy) => resolve(killedBy ?? code)));
    const lines: string[] = [];
    createInterface({ input: owner.stdout }).on('line', (line) => lines.push(line));
    try {
      const line = await readUntil('the server to start', async () => lines.find((entry) => entry.startsWith('{')), (found) => found !== undefined, { timeoutMs: POSTGRES_START_TIMEOUT_MS });
      const { port, root } = JSON.parse(line ?? '{}') as { port: number; root: string };
      expect(await answers(port)).toBe(true);

      owner.kill(signal);
      // The process ends as the signal ends it, having taken its cluster down first.
      expect(await exited).toBe(signal);
      expect(await answers(port)).toBe(false);
      expect(existsSync(root)).toBe(false);
    } finally {
      owner.kill('SIGKILL');
    }
  });
});
