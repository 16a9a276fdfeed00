const MAX_LENGTH = 150;
const FALLBACK = 'upload';
// C0 and C1 controls, and the bidirectional overrides that can make "fdp.exe" read as "exe.pdf".
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The client's file name as we keep it for display: the last path segment only (both / and \),
 * no control or direction-override characters, whitespace collapsed, at most 150 characters with
 * the extension kept. It is never used to build a path: files are stored under random names.
 */
export function sanitizeFileName(name: unknown): string {
  if (typeof name !== 'string') return FALLBACK;
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return FALLBACK;
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, MAX_LENGTH - extension.length).trimEnd()}${extension}`;
}

/**
 * Browsers send only a file's own name, never a path. A name with a directory separator, a
 * parent reference or a control character comes from a forged request: refused rather than
 * cleaned, so such a request stores nothing at all. (An empty name is the caller's concern.)
 */
export function isForgedFileName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  // eslint-disable-next-line no-control-regex
  return /[/\\\u0000-\u001f\u007f]/.test(name) || name.trim() === '.' || name.trim() === '..';
}
