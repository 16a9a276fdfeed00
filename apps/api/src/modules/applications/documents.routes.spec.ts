import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { post, submit, uploadForm, type UploadFile } from './test-requests';

const DAY_MS = 24 * 60 * 60_000;

/** Uploads stream to DATA_DIR/files under random names, checked by magic bytes, within limits. */
describe('POST /api/documents/upload', () => {
  let applicantId: string;
  const clock = testClock();

  const upload = (documentType: string, files: UploadFile[], extra: Record<string, string> = {}, fileField?: string) =>
    post(testApp.app, '/api/documents/upload', uploadForm({ applicantId, documentType, ...extra }, files, fileField));
  const storedFiles = () => readdirSync(path.join(testApp.dataDir, 'files')).filter((name) => name !== '.partial');
  const partialFiles = () => readdirSync(path.join(testApp.dataDir, 'files', '.partial'));
  const rows = () => testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.documents));

  beforeEach(async () => {
    clock.set(new Date('2026-06-01T12:00:00Z'));
  });

  const testApp = useTestApp({}, { clock }, 'test');

  beforeEach(async () => {
    const submitted = await submit(testApp.app, completeAnswers('LLC'));
    applicantId = submitted.json().submissionId;
  });

  it('stores a PDF, PNG and JPEG under random names, with their hashes and detected types', async () => {
    const response = await upload('organizationDocumentation', [
      { name: 'formation.pdf', bytes: SAMPLE_FILES.pdf },
      { name: 'register.png', bytes: SAMPLE_FILES.png },
      { name: 'scan.jpeg', bytes: SAMPLE_FILES.jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const { documents: stored } = response.json() as { documents: Array<{ originalName: string; mimeType: string; size: number; sha256: string }> };
    expect(stored.map(({ originalName, mimeType, size }) => ({ originalName, mimeType, size }))).toEqual([
      { originalName: 'formation.pdf', mimeType: 'application/pdf', size: SAMPLE_FILES.pdf.length },
      { originalName: 'register.png', mimeType: 'image/png', size: SAMPLE_FILES.png.length },
      { originalName: 'scan.jpeg', mimeType: 'image/jpeg', size: SAMPLE_FILES.jpeg.length },
    ]);
    const names = storedFiles();
    expect(names).toHaveLength(3);
    expect(names.every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true);
    const row = (await rows()).find((entry) => entry.originalName === 'formation.pdf');
    expect(readFileSync(path.join(testApp.dataDir, 'files', row?.storedName ?? '')).equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(partialFiles()).toEqual([]);
  });

  it('accepts a single `file` part as well as `files[]`', async () => {
    const response = await upload('controlPersonIdScan', [{ name: 'id.pdf', bytes: SAMPLE_FILES.pdf }], {}, 'file');
    expect(response.json()).toMatchObject({ success: true, documents: [{ documentType: 'controlPersonIdScan' }] });
  });

  it.each([
    ['a text file named .pdf', 'statement.pdf', SAMPLE_FILES.text, 'This file is not a real PDF: the contents of "statement.pdf" do not match its name. Please upload the original PDF.'],
    ['an HTML page named .png', 'photo.png', SAMPLE_FILES.html, 'This file is not a real PNG image: the contents of "photo.png" do not match its name. Please upload the original PNG image.'],
    ['a PNG named .pdf', 'scan.pdf', SAMPLE_FILES.png, 'This file is not a real PDF: the contents of "scan.pdf" do not match its name. Please upload the original PDF.'],
    ['an extension the question does not take', 'tool.exe', SAMPLE_FILES.pdf, '"tool.exe" is not a file type we accept here. Please upload PDF, JPG, JPEG, PNG or HEIC files.'],
  ])('refuses %s with 415, keeps no file and writes no row, even for the good files before it', async (_case, name, bytes, error) => {
    const response = await upload('articlesOfOrganization', [{ name: 'good.pdf', bytes: SAMPLE_FILES.pdf }, { name, bytes }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, error });
    expect(storedFiles()).toEqual([]);
    expect(partialFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a file over 25 MB while it streams (413) and removes the partial file', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 0x20);
    SAMPLE_FILES.pdf.copy(big);
    const response = await upload('articlesOfOrganization', [{ name: 'big.pdf', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: '"big.pdf" is larger than 25 MB' });
    expect(storedFiles()).toEqual([]);
    expect(partialFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('counts files across calls against the question limit', async () => {
    const pdf = { name: 'good.pdf', bytes: SAMPLE_FILES.pdf };
    const tooMany = await upload('controlPersonIdScan', [pdf, pdf, pdf]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Too many files for controlPersonIdScan: up to 2 in total');
    expect((await upload('controlPersonIdScan', [pdf])).statusCode).toBe(200);
    const second = await upload('controlPersonIdScan', [pdf, pdf]);
    expect(second.json().error).toBe('Too many files for controlPersonIdScan: up to 2 in total, 1 already uploaded');
    expect((await upload('controlPersonIdScan', [pdf])).statusCode).toBe(200);
    expect((await upload('controlPersonIdScan', [pdf])).json().error).toBe('controlPersonIdScan already has its 2 files');
    expect(await rows()).toHaveLength(2);
  });

  it('allows two ID documents per listed person', async () => {
    const png = { name: 'id.png', bytes: SAMPLE_FILES.png };
    expect((await upload('beneficialOwnerDocuments', [png, png, png, png])).statusCode).toBe(200); // two owners
    expect((await upload('beneficialOwnerDocuments', [png])).statusCode).toBe(400);
  });

  it.each([
    ['an unknown type', 'passportPhotoOfMyCat'],
    ['a type of another application type', 'bylaws'],
    ['a person list this application does not have', 'trusteeDocuments'],
  ])('refuses %s: Unknown document type', async (_case, documentType) => {
    const response = await upload(documentType, [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Unknown document type' });
  });

  it('refuses a path-like file name (a browser never sends one) and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload('articlesOfOrganization', [{ name: '../../etc/passwd.pdf', bytes: SAMPLE_FILES.pdf }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'A file name may not contain a path or control characters' });
    expect(existsSync(path.join(testApp.dataDir, 'etc'))).toBe(false);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses uploads 7 days after submission', async () => {
    clock.advance(7 * DAY_MS + 1000);
    const response = await upload('articlesOfOrganization', [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Documents can be uploaded for 7 days after submitting. Please contact us to send this document.');
  });

  it('says why a closed application takes no more documents: withdrawn, or decided', async () => {
    const applications = testApp.app.db.tables.applications;
    for (const [status, error] of [
      ['withdrawn', 'This application has been withdrawn and takes no more documents'],
      ['rejected', 'This application has been decided and takes no more documents'],
    ] as const) {
      await testApp.app.db.query((q) => q.update(applications).set({ status }));
      const response = await upload('articlesOfOrganization', [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }]);
      expect([status, response.statusCode, response.json().error]).toEqual([status, 409, error]);
    }
  });

  it('refuses an unknown application', async () => {
    applicantId = 'app_doesNotExist000000000';
    const response = await upload('articlesOfOrganization', [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }]);
    expect(response.statusCode).toBe(404);
  });

  it('refuses files sent before the fields, and fields after files', async () => {
    const form = new FormData();
    form.append('files[]', new Blob([new Uint8Array(SAMPLE_FILES.pdf)]), 'a.pdf');
    form.append('applicantId', applicantId);
    form.append('documentType', 'articlesOfOrganization');
    const early = await post(testApp.app, '/api/documents/upload', form);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Send applicantId and documentType before the files');

    const late = uploadForm({ applicantId, documentType: 'articlesOfOrganization' }, [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }]);
    late.append('note', 'after the file');
    const response = await post(testApp.app, '/api/documents/upload', late);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Fields must come before files: "note" came after a file');
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a request with no files, or files under another name', async () => {
    expect((await upload('articlesOfOrganization', [])).json().error).toBe('Please choose at least one file to upload');
    const wrongField = await upload('articlesOfOrganization', [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }], {}, 'attachment');
    expect(wrongField.json().error).toBe('Unexpected file field "attachment": send files as "file" or "files[]" or "files"');
  });
});
