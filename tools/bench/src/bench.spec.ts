import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCENARIOS, scenariosOn } from './scenarios';

const workspaceRoot = path.resolve(__dirname, '../../..');

interface SmokeRow {
  id: string;
  dialect: 'sqlite' | 'postgres';
  scenario: string;
  figure: string;
  pass: boolean | null;
  values: Record<string, number>;
}

/**
 * The harness cannot rot: every scenario runs once in smoke mode (short rounds, small counts)
 * against the built API and apps, and must produce its rows with sane numbers. Budgets are for
 * the full run on a quiet machine (`npm run bench`), not asserted here. The PostgreSQL set runs
 * too (a few scenarios, one short round: see scenariosOn), on a server the harness starts itself.
 */
/**
 * The smoke run takes about 2 minutes on this idle 2-core machine; with another program keeping a
 * core busy it takes up to twice as long. Its limit leaves room for that twice over (docs/testing.md).
 */
const SMOKE_RUN_MS = 480_000;

describe('bench smoke run', () => {
  let rows: SmokeRow[] = [];
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-smoke-'));
    const json = path.join(dir, 'smoke.json');
    const tsx = path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');
    execFileSync(process.execPath, [tsx, '--tsconfig', 'tools/bench/tsconfig.json', 'tools/bench/src/main.ts', '--smoke', `--json=${json}`], { cwd: workspaceRoot, stdio: 'inherit', timeout: SMOKE_RUN_MS });
    rows = (JSON.parse(readFileSync(json, 'utf8')) as { rows: SmokeRow[] }).rows;
  }, SMOKE_RUN_MS + 10_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const completed = (mine: SmokeRow[]) => {
    expect(mine.length).toBeGreaterThan(0);
    for (const line of mine) {
      expect(line.figure).not.toMatch(/^did not complete/);
      for (const value of Object.values(line.values)) expect(Number.isFinite(value)).toBe(true);
    }
  };

  it.each(SCENARIOS.map((scenario) => [scenario.id]))('%s produced rows that completed', (id) => {
    completed(rows.filter((line) => line.id === id && line.dialect === 'sqlite'));
  });

  it.each(scenariosOn('postgres', 'smoke').map((scenario) => [scenario.id]))('%s on PostgreSQL produced rows that completed, labelled as such', (id) => {
    const mine = rows.filter((line) => line.id === id && line.dialect === 'postgres');
    completed(mine);
    for (const line of mine) expect(line.scenario).toMatch(/ · PostgreSQL$/);
  });

  it('counted SQL statements per request on both databases', () => {
    for (const dialect of ['sqlite', 'postgres']) {
      const counted = rows.filter((line) => line.id === 'speed' && line.dialect === dialect && 'statements' in line.values);
      // profile, deals, previews and a submission
      expect(counted.length).toBe(4);
      for (const line of counted) expect(line.values['statements']).toBeGreaterThan(0);
    }
  });

  it('measured real throughput against the hello-world baseline', () => {
    const speed = rows.filter((line) => line.id === 'speed');
    for (const line of speed.filter((entry) => 'rps' in entry.values)) expect(line.values['rps']).toBeGreaterThan(0);
  });

  // Where the upload row's time goes: the flush's own CPU, and the API's CPU an upload by thread.
  it('accounted the CPU of the disk flushes and of each upload', () => {
    for (const dialect of ['sqlite', 'postgres']) {
      const speed = rows.filter((line) => line.id === 'speed' && line.dialect === dialect);
      expect(speed.find((line) => 'flushCpuMs' in line.values)?.values['flushCpuMs']).toBeGreaterThan(0);
      const uploads = speed.find((line) => 'eventLoopMsPerUpload' in line.values);
      expect(uploads?.values['eventLoopMsPerUpload']).toBeGreaterThan(0);
      expect(uploads?.values['otherThreadsMsPerUpload']).toBeGreaterThan(0);
      // What the upload row's budget holds the code to: its CPU beside the flushes, a real figure.
      expect(Number.isFinite(uploads?.values['cpuMsBesideFlushes'])).toBe(true);
    }
  });

  it('found no security regression: hostile-input rows pass even in smoke mode', () => {
    const security = rows.filter((line) => ['ssrf', 'hostile-input', 'upload-attacks', 'login-abuse', 'authz-matrix', 'crash-loop', 'fuzz'].includes(line.id));
    expect(security.filter((line) => line.pass === false).map((line) => `${line.scenario}: ${line.figure}`)).toEqual([]);
  });
});
