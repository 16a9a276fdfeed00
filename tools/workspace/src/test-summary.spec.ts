import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from './workspace-root';

// The summary lives in an ES module (tools/scripts is plain Node): call it as Node does.
const totalsModule = pathToFileURL(path.join(workspaceRoot, 'tools/scripts/test-totals.mjs')).href;
function summaryLine(totals: { passed: number; failed: number }, failedSteps: string[]): string {
  const script = `const { summaryLine } = await import(${JSON.stringify(totalsModule)}); process.stdout.write(summaryLine(${JSON.stringify(totals)}, ${JSON.stringify(failedSteps)}));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

/** The last line of `npm test`, which CI reads, never says nothing failed beside a red run. */
describe('the line CI reads', () => {
  it('counts the failed tests', () => {
    expect(summaryLine({ passed: 10, failed: 2 }, ['API suite on SQLite'])).toBe('tests: 10 passed, 2 failed');
  });

  it('counts a step that failed with every test passed as a failure', () => {
    expect(summaryLine({ passed: 12, failed: 0 }, ['members app suite'])).toBe('tests: 12 passed, 1 failed');
  });

  it('says none failed when nothing did', () => {
    expect(summaryLine({ passed: 12, failed: 0 }, [])).toBe('tests: 12 passed, 0 failed');
  });
});
