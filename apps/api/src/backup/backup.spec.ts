import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { completeAnswers } from '../modules/applications/test-fixtures';
import { submit, uploadAll } from '../modules/applications/test-requests';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { backupDataDir, restoreBackup } from './backup';

/** Issue 8 (durability): an online backup of a live data directory, and a restore that starts. */
describe('backup and restore', () => {
  let testApp: TestApp;
  let scratch: string;

  beforeAll(async () => {
    // The backup tool copies the SQLite file: this app is on SQLite in the PostgreSQL run too.
    testApp = await buildTestApp({ DATABASE_URL: '' });
    scratch = mkdtempSync(path.join(tmpdir(), 'quorum-backup-'));
  });
  afterAll(async () => {
    await testApp.close();
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
});
