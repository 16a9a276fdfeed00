import { isForgedFileName, sanitizeFileName } from './sanitize-file-name';

/** Path-like filenames never reach the disk; the display name is cleaned. */
describe('sanitizeFileName', () => {
  it.each([
    ['passport.pdf', 'passport.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ada\\scan.png', 'scan.png'],
    ['/absolute/path/id.jpg', 'id.jpg'],
    ['..', 'upload'],
    ['', 'upload'],
    ['   ', 'upload'],
    ['folder/', 'upload'],
    ['bad\u0000name\u0007.pdf', 'badname.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['  many   spaces\t.pdf ', 'many spaces.pdf'],
    ['two  \u00a0 words.pdf', 'two words.pdf'],
  ])('%p → %p', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it.each([undefined, null, 42, {}])('names a non-string %p "upload"', (input) => {
    expect(sanitizeFileName(input)).toBe('upload');
  });
});

/** Upload attacks: a name a browser would never send is refused, not cleaned. */
describe('isForgedFileName', () => {
  it.each(['passport.pdf', 'scan 2024 (1).png', 'résumé.docx', '.hidden.pdf', '', '  ', undefined])('%p is not forged', (name) => {
    expect(isForgedFileName(name)).toBe(false);
  });
  it.each(['../../etc/passwd.pdf', 'C:\\Users\\ada\\scan.png', '/absolute/id.jpg', '..', ' . ', 'bad\u0000name.pdf', 'line\nbreak.pdf'])('%p is refused', (name) => {
    expect(isForgedFileName(name)).toBe(true);
  });
});
