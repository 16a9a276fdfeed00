import { readPath } from '../format/safe-read';

/**
 * The drop zone's rule: keep files with a .pdf extension or a type containing
 * "pdf"; anything else (including non-files) is silently ignored.
 */
export function isPdfFile(file: unknown): boolean {
  const name = readPath(file, 'name');
  const type = readPath(file, 'type');
  const pdfName = typeof name === 'string' && name.trim().toLowerCase().endsWith('.pdf');
  const pdfType = typeof type === 'string' && type.toLowerCase().includes('pdf');
  return pdfName || pdfType;
}
