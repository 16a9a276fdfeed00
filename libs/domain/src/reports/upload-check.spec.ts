import fc from 'fast-check';
import { uploadCheck, type UploadCheckInput } from './upload-check';

const pdf = { name: 'deck.pdf', size: 2048, type: 'application/pdf' };
const base = { dossierId: 'd-1', email: 'ada@acme.io', file: pdf };

describe('uploadCheck', () => {
  it.each<[string, UploadCheckInput | null, { ok: true } | { ok: false; message: string }]>([
    ['a valid PDF', base, { ok: true }],
    ['a numeric dossier id', { ...base, dossierId: 12 }, { ok: true }],
    ['a missing dossier id', { ...base, dossierId: undefined }, { ok: false, message: 'Missing required fields' }],
    ['a blank email', { ...base, email: '  ' }, { ok: false, message: 'Missing required fields' }],
    ['a null file', { ...base, file: null }, { ok: false, message: 'Missing required fields' }],
    ['no input', null, { ok: false, message: 'Missing required fields' }],
    ['a blank filename', { ...base, file: { ...pdf, name: ' ' } }, { ok: false, message: 'Invalid file: Missing filename' }],
    ['a zero size', { ...base, file: { ...pdf, size: 0 } }, { ok: false, message: 'Invalid file: Empty file' }],
    ['no size', { ...base, file: { name: 'deck.pdf', type: 'application/pdf' } }, { ok: false, message: 'Invalid file: Empty file' }],
    ['no type', { ...base, file: { ...pdf, type: '' } }, { ok: false, message: 'Invalid file: Unknown file type' }],
    ['a PNG', { ...base, file: { ...pdf, type: 'image/png' } }, { ok: false, message: 'Invalid file: Not a PDF file' }],
  ])('%s', (_case, input, expected) => {
    expect(uploadCheck(input)).toEqual(expected);
  });

  it('reads a browser-File-like object with prototype getters', () => {
    class FakeFile {
      get name() {
        return 'deck.pdf';
      }
      get size() {
        return 10;
      }
      get type() {
        return 'application/pdf';
      }
    }
    expect(uploadCheck({ ...base, file: new FakeFile() })).toEqual({ ok: true });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (dossierId, email, file) => {
        expect(typeof uploadCheck({ dossierId, email, file }).ok).toBe('boolean');
      }),
    );
  });
});
