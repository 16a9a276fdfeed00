import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { completeAnswers } from '@quorum/testing';
import { submit, uploadAll } from '../modules/applications/test-requests';
import { attachFile, createDraft, keyHeader } from '../modules/drafts/test-drafts';
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

  it('keeps the files of saved application copies: a restart never takes what the applicant saved', async () => {
    const { draftId, deviceKey } = (await createDraft(testApp.app, 'kept-across-restarts@example.com')).json() as { draftId: string; deviceKey: string };
    const attached = await attachFile(testApp.app, draftId, deviceKey, 'passport', 'passport.pdf');
    expect(attached.statusCode).toBe(200);
    const { file } = attached.json() as { file: { id: string } };

    const restarted = await buildApp(testApp.app.config, { migrationsFolder: MIGRATIONS_FOLDER });
    try {
      const read = await restarted.inject({ method: 'GET', url: `/api/drafts/${draftId}/files/${file.id}`, headers: keyHeader(deviceKey) });
      expect(read.statusCode).toBe(200);
      const { contentBase64 } = read.json() as { contentBase64: string };
      expect(Buffer.from(contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await restarted.close();
    }
  });
});
