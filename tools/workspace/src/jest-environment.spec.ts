import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from './workspace-root';

const ENVIRONMENT = path.join(workspaceRoot, 'tools/jest/node-environment.cjs');
const JEST = path.join(workspaceRoot, 'node_modules/jest/bin/jest.js');

/** Runs Jest on one probe spec (plain JavaScript) in the API suites' environment; answers its exit code and output. */
function runProbe(source: string): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'quorum-env-probe-'));
  try {
    writeFileSync(path.join(dir, 'probe.spec.js'), source);
    const config = { rootDir: dir, testEnvironment: ENVIRONMENT, testEnvironmentOptions: { settleMs: 500 }, forceExit: true, transform: {} };
    const result = spawnSync(process.execPath, [JEST, '--config', JSON.stringify(config), '--ci'], { cwd: dir, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const listen = `const server = require('node:http').createServer(); await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));`;

/** The API suites' environment (tools/jest/node-environment.cjs, docs/testing.md): a spec file stops what it started. */
describe('the Jest environment that checks leftovers', () => {
  it('fails a spec file that leaves a server listening, and names it', () => {
    const { status, output } = runProbe(`it('listens', async () => { ${listen} expect(server.listening).toBe(true); });`);
    expect(status).not.toBe(0);
    expect(output).toMatch(/probe\.spec\.js: still running 0\.5 s after its last hook: 1 × TCPServerWrap/);
    expect(output).toMatch(/a server listening on \{"address":"127\.0\.0\.1"/);
  });

  it('fails a spec file that leaves a child process running, and names its command', () => {
    const { status, output } = runProbe(`it('spawns', () => { const child = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 3000)'], { stdio: 'ignore' }); expect(child.pid).toBeGreaterThan(0); });`);
    expect(status).not.toBe(0);
    expect(output).toMatch(/1 × ProcessWrap/);
    expect(output).toMatch(/process \d+ \(.*node -e setTimeout/);
  });

  it('passes a spec file that closes what it started', () => {
    const { status, output } = runProbe(`it('listens, then closes', async () => { ${listen} await new Promise((resolve) => server.close(resolve)); expect(server.listening).toBe(false); });`);
    expect({ status, output }).toEqual({ status: 0, output: expect.stringMatching(/1 passed/) });
  });
});
