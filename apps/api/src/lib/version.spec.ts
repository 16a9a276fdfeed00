import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runningVersion } from './version';

const WORKSPACE = path.resolve(__dirname, '../../../..');

describe('the version this process runs', () => {
  it('is the workspace’s, read from its root or from a project folder inside it (the test runner’s)', () => {
    const expected = (JSON.parse(readFileSync(path.join(WORKSPACE, 'package.json'), 'utf8')) as { version: string }).version;
    expect(runningVersion(WORKSPACE)).toBe(expected);
    expect(runningVersion(path.join(WORKSPACE, 'apps/api'))).toBe(expected);
  });

  it('is unknown away from a Quorum workspace, and a package.json of another project is not taken for it', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'quorum-version-'));
    writeFileSync(path.join(elsewhere, 'package.json'), JSON.stringify({ name: 'someone-else', version: '9.9.9' }));
    mkdirSync(path.join(elsewhere, 'sub'));
    expect(runningVersion(path.join(elsewhere, 'sub'))).toBe('unknown');
  });
});
