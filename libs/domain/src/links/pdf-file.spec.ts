import fc from 'fast-check';
import { isPdfFile } from './pdf-file';

describe('isPdfFile', () => {
  it.each([
    [{ name: 'deck.pdf', type: 'application/pdf' }, true],
    [{ name: 'DECK.PDF', type: '' }, true],
    [{ name: 'deck', type: 'application/pdf' }, true],
    [{ name: 'deck.bin', type: 'application/x-pdf' }, true],
    [{ name: 'deck.docx', type: 'application/vnd.openxmlformats' }, false],
    [{ name: 'pdf.png', type: 'image/png' }, false],
    [{ name: 'deck.pdf.exe', type: '' }, false],
    [{}, false],
    [null, false],
    ['deck.pdf', false],
  ])('dropped file %p is kept: %s', (file, expected) => {
    expect(isPdfFile(file)).toBe(expected);
  });

  it('reads name and type from prototype getters, as on a browser File', () => {
    class FakeFile {
      get name(): string {
        return 'deck.pdf';
      }
      get type(): string {
        return '';
      }
    }
    expect(isPdfFile(new FakeFile())).toBe(true);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (file) => {
        expect(typeof isPdfFile(file)).toBe('boolean');
      }),
    );
  });
});
