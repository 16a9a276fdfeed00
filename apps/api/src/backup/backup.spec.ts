import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadStorageConfig } from '../lib/uploads/storage-config';
import { completeAnswers } from '@quorum/testing';
import { submit, uploadAll } from '../modules/applications/test-requests';
import { useTestApp } from '../testing/use-test-app';
import { backupDataDir, backupOptionsFor, restoreBackup } from './backup';

/** Durability: an online backup of a live data directory, and a restore that starts. */
describe('backup and restore', () => {
  let scratch: string;

  // The backup tool copies the SQLite file: this app is on SQLite in the PostgreSQL run too.
  const testApp = useTestApp({ DATABASE_URL: '' });

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'quorum-backup-'));
  });

  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies the database while the app holds it open, with files and key, and restores it', async () => {
    const answers = completeAnswers('Individual', { email: 'backup@example.com' });
    const submitted = (await submit(testApp.app, answers)).json() as { submissionId: string };
    await uploadAll(testApp.app, submitted.submissionId, answers);

    const out = path.join(scratch, 'backup-1');
    const summary = await backupDataDir(testApp.dataDir, out);
    expect(summary.files).toBeGreaterThan(0);
    expect(existsSync(`${out}.partial`)).toBe(false);

    const restored = path.join(scratch, 'restored');
    restoreBackup(out, restored);
    const db = new Database(path.join(restored, 'quorum.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = db.prepare('SELECT stored_name FROM documents WHERE application_id = ?').pluck().all(submitted.submissionId) as string[];
    db.close();
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) expect(readFileSync(path.join(restored, 'files', name)).equals(readFileSync(path.join(testApp.dataDir, 'files', name)))).toBe(true);
    expect(readFileSync(path.join(restored, 'data.key'))).toEqual(readFileSync(path.join(testApp.dataDir, 'data.key')));
    expect(readdirSync(path.join(restored, 'files')).length).toBe(summary.files);
  });

  it('refuses to overwrite an existing backup or restore over a database', async () => {
    const out = path.join(scratch, 'backup-2');
    await backupDataDir(testApp.dataDir, out);
    await expect(backupDataDir(testApp.dataDir, out)).rejects.toThrow(/already exists/);
    expect(() => restoreBackup(out, testApp.dataDir)).toThrow(/already holds a database/);
  });

  it('with S3 storage refuses to back up unless told the files are backed up apart, and then says they are not included', async () => {
    const out = path.join(scratch, 'backup-s3');
    const refused = await runCli(['--data-dir', testApp.dataDir, '--out', out], S3_ENV);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('S3_BUCKET is set: the uploaded files live in the S3 bucket "quorum-files" at http://127.0.0.1:9000, not in DATA_DIR');
    expect(refused.stderr).toContain('run again with --without-files');
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);

    const written = await runCli(['--data-dir', testApp.dataDir, '--out', out, '--without-files'], S3_ENV);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/^backup written to .*: database \d+ bytes, uploaded files NOT included: they live in the S3 bucket "quorum-files" at http:\/\/127\.0\.0\.1:9000\n$/);
    expect(readdirSync(path.join(out, 'files'))).toEqual([]);
    expect(readFileSync(path.join(out, 'BACKUP.txt'), 'utf8')).toContain('The uploaded files are NOT in this backup: they live in the S3 bucket "quorum-files"');
    expect(readFileSync(path.join(out, 'data.key'))).toEqual(readFileSync(path.join(testApp.dataDir, 'data.key')));
  });

  it('takes --without-files only with S3 storage: files in DATA_DIR are always part of the backup', () => {
    expect(backupOptionsFor(loadStorageConfig({}), false)).toEqual({});
    expect(() => backupOptionsFor(loadStorageConfig({}), true)).toThrow(/only for S3 storage/);
    expect(backupOptionsFor(loadStorageConfig({ S3_BUCKET: 'quorum-files', S3_REGION: 'eu-west-1' }), true)).toEqual({ filesElsewhere: 'the S3 bucket "quorum-files" at AWS S3 (eu-west-1)' });
  });
});

const S3_ENV = { S3_BUCKET: 'quorum-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };

/** `npm run backup` as an operator runs it (tsx), in an environment of our own: no DATABASE_URL or S3 settings inherited. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = path.join(__dirname, '../../../..');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('S3_') && name !== 'DATA_DIR'));
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'apps/api/tsconfig.app.json', 'apps/api/src/backup/backup-cli.ts', ...args],
      { cwd: root, env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
