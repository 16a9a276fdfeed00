import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { completeAnswers } from '@quorum/testing';
import { submit, uploadAll } from '../modules/applications/test-requests';
import { MIGRATIONS_FOLDER } from '../testing/build-test-app';
import { useTestApp } from '../testing/use-test-app';

/** Crash durability: after a crash, the files on disk are exactly those the database refers to. */
describe('storage recovery at start', () => {
  const testApp = useTestApp();

  it('removes temp files and files without a row, and keeps every document', async () => {
    const answers = completeAnswers('Individual', { email: 'recovery@example.com' });
    const { submissionId } = (await submit(testApp.app, answers)).json() as { submissionId: string };
    await uploadAll(testApp.app, submissionId, answers);
    const filesDir = path.join(testApp.dataDir, 'files');
    const documents = readdirSync(filesDir).filter((name) => name !== '.partial');
    // What a SIGKILL leaves: an upload still streaming, and one renamed into place before its row committed.
    writeFileSync(path.join(filesDir, '.partial', 'a'.repeat(32)), 'half a file');
    writeFileSync(path.join(filesDir, 'b'.repeat(32)), '%PDF-1.4 never committed');

    // The same data directory and database (SQLite file or PostgreSQL), started again.
    const restarted = await buildApp(testApp.app.config, { migrationsFolder: MIGRATIONS_FOLDER });
    await restarted.close();

    expect(readdirSync(path.join(filesDir, '.partial'))).toEqual([]);
    expect(existsSync(path.join(filesDir, 'b'.repeat(32)))).toBe(false);
    expect(readdirSync(filesDir).filter((name) => name !== '.partial').sort()).toEqual(documents.sort());
  });
});
