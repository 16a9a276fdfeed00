import { formatFileSize, REPORT_MESSAGES, uploadCheck } from '@quorum/domain';
import type { AttachedFile } from './submit-form.slice';

/**
 * The File objects of the form, by id. Redux keeps what the screen shows (name, size); a File is
 * not serialisable, so it stays here until the upload reads it. Ids never repeat, so a file of a
 * reset form can never be mistaken for a new one.
 */
const files = new Map<string, File>();
let sequence = 0;

export function registerFiles(chosen: readonly File[]): AttachedFile[] {
  return chosen.map((file) => {
    sequence += 1;
    const id = `file-${sequence}`;
    files.set(id, file);
    return { id, name: file.name, size: formatFileSize(file.size), duplicate: null };
  });
}

export function fileOf(id: string): File | undefined {
  return files.get(id);
}

export function forgetFiles(ids: readonly string[]): void {
  for (const id of ids) files.delete(id);
}

/** The first bytes of a file (FileReader: jsdom's Blob has no arrayBuffer()). */
export function readFileHead(file: Blob, length: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/**
 * The SHA-256 of an attached file as lower-case hex, as the API stores a deck's ("same
 * deck by hash"), or null when the file is gone, cannot be read, or the page has no Web Crypto
 * (crypto.subtle exists only in secure contexts).
 */
export async function sha256Of(id: string): Promise<string | null> {
  const file = fileOf(id);
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!file || !subtle) return null;
  try {
    const digest = await subtle.digest('SHA-256', await readFileHead(file, file.size));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

const PDF_MAGIC = '%PDF-';
/** Only the file's own checks can fail before submitting: the dossier and email come later. */
const NOT_YET_KNOWN = 'not-yet-known';

/**
 * Why a chosen file cannot be attached, or null: the upload checks'
 * file rules in their order, then the first bytes, so a renamed document is refused now rather
 * than after the dossier is made.
 */
export async function checkChosenFile(id: string): Promise<string | null> {
  const file = fileOf(id);
  if (!file) return REPORT_MESSAGES.noFileProvided;
  const checked = uploadCheck({ dossierId: NOT_YET_KNOWN, email: NOT_YET_KNOWN, file });
  if (!checked.ok) return checked.message;
  try {
    const head = await readFileHead(file, PDF_MAGIC.length);
    return String.fromCharCode(...head) === PDF_MAGIC ? null : REPORT_MESSAGES.notPdf;
  } catch {
    return REPORT_MESSAGES.invalidFileObject;
  }
}
