import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileRulesFor } from '@quorum/domain';
import { checkFileType } from './detect-file-type';
import { deflatedDocx, SAMPLE_FILES, zipBombDocx } from '@quorum/testing';
import { inspectZip } from './zip-inspection';

/** Hostile input: a zip bomb renamed .docx is refused without inflating it. */
describe('inspectZip and the Word/Excel check', () => {
  let dir: string;
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quorum-zip-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts real documents, stored or deflated', async () => {
    expect(await inspectZip(write('stored.docx', SAMPLE_FILES.docx))).toEqual({ ok: true });
    expect(await inspectZip(write('deflated.docx', deflatedDocx()))).toEqual({ ok: true });
    expect(await checkFileType(path.join(dir, 'deflated.docx'), 'statement.docx', fileRulesFor('incomeEvidence'))).toEqual(expect.objectContaining({ ok: true }));
  });

  it('refuses an entry that inflates more than 100:1, and the upload check says why', async () => {
    // 16 MB inflated is enough to show the ratio rule (the bench sends the 200 MB one); building it stays fast on a busy machine.
    const bomb = write('bomb.docx', zipBombDocx(16));
    expect(await inspectZip(bomb)).toEqual({ ok: false, reason: 'an entry inflates more than 100:1' });
    const check = await checkFileType(bomb, 'income.docx', fileRulesFor('incomeEvidence'));
    expect(check).toEqual(expect.objectContaining({ ok: false, status: 415 }));
  });

  it('refuses a file whose ZIP directory is missing or damaged', async () => {
    expect((await inspectZip(write('cut.docx', SAMPLE_FILES.docx.subarray(0, SAMPLE_FILES.docx.length - 30)))).ok).toBe(false);
    expect((await inspectZip(write('text.docx', SAMPLE_FILES.text))).ok).toBe(false);
  });
});
