import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileRulesFor } from '@quorum/domain';
import { checkFileType } from './detect-file-type';
import { SAMPLE_FILES } from '@quorum/testing';

/** The type is checked by magic bytes against the question's accepted types. */
describe('checkFileType', () => {
  let dir: string;
  let count = 0;
  const fileWith = (bytes: Buffer) => {
    const file = path.join(dir, `f${count++}`);
    writeFileSync(file, bytes);
    return file;
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quorum-types-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  // incomeEvidence takes pdf, images, heic, doc, docx, xls, xlsx.
  const financial = fileRulesFor('incomeEvidence');

  it.each<[string, Buffer, string]>([
    ['return.pdf', SAMPLE_FILES.pdf, 'application/pdf'],
    ['photo.JPG', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['photo.jpeg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['scan.png', SAMPLE_FILES.png, 'image/png'],
    ['iphone.heic', SAMPLE_FILES.heic, 'image/heic'],
    ['letter.doc', SAMPLE_FILES.cfb, 'application/msword'],
    ['figures.xls', SAMPLE_FILES.cfb, 'application/vnd.ms-excel'],
    ['letter.docx', SAMPLE_FILES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['figures.xlsx', SAMPLE_FILES.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s as %s', async (name, bytes, mimeType) => {
    expect(await checkFileType(fileWith(bytes), name, financial)).toEqual({ ok: true, mimeType });
  });

  it.each<[string, Buffer]>([
    ['statement.pdf', SAMPLE_FILES.text],
    ['statement.pdf', Buffer.alloc(0)],
    ['photo.png', SAMPLE_FILES.html],
    ['photo.jpg', SAMPLE_FILES.png],
    ['letter.docx', SAMPLE_FILES.xlsx],
    ['letter.doc', SAMPLE_FILES.pdf],
    ['figures.xlsx', SAMPLE_FILES.cfb],
  ])('refuses %s whose bytes are something else', async (name, bytes) => {
    const result = await checkFileType(fileWith(bytes), name, financial);
    expect(result).toMatchObject({ ok: false, status: 415, error: expect.stringMatching(/^This file is not a real /) });
  });

  it('words the PDF refusal clearly', async () => {
    expect(await checkFileType(fileWith(SAMPLE_FILES.text), 'tax return.pdf', financial)).toEqual({
      ok: false,
      status: 415,
      error: 'This file is not a real PDF: the contents of "tax return.pdf" do not match its name. Please upload the original PDF.',
    });
  });

  it.each([
    ['id.docx', 'idScan'],
    ['archive.zip', 'incomeEvidence'],
    ['noextension', 'incomeEvidence'],
    ['photo.heic', 'organizationDocumentation'],
  ])('refuses %s where %s does not take it, before reading it', async (name, questionId) => {
    const result = await checkFileType(fileWith(SAMPLE_FILES.docx), name, fileRulesFor(questionId));
    expect(result).toMatchObject({ ok: false, status: 415, error: expect.stringContaining('is not a file type we accept here') });
  });
});
