import { fileExtension } from '@quorum/domain';

/**
 * What an accepted extension must contain, as file-type names it from the magic bytes. Old Word
 * and Excel files are both Compound File Binary containers ('cfb'); HEIC photos report 'heic'
 * whatever their brand (heic, heix, mif1…).
 */
export interface FileKind {
  readonly label: string;
  readonly detected: readonly string[];
  /** The type to store when detection only names the container (cfb says nothing of Word or Excel). */
  readonly mimeType?: string;
}

const PDF: FileKind = { label: 'PDF', detected: ['pdf'] };
const JPEG: FileKind = { label: 'JPEG image', detected: ['jpg'] };
const PNG: FileKind = { label: 'PNG image', detected: ['png'] };
const HEIC: FileKind = { label: 'HEIC image', detected: ['heic'] };
const WORD_97: FileKind = { label: 'Word document', detected: ['cfb'], mimeType: 'application/msword' };
const EXCEL_97: FileKind = { label: 'Excel spreadsheet', detected: ['cfb'], mimeType: 'application/vnd.ms-excel' };
const WORD: FileKind = { label: 'Word document', detected: ['docx'] };
const EXCEL: FileKind = { label: 'Excel spreadsheet', detected: ['xlsx'] };

const KINDS: Readonly<Record<string, FileKind>> = {
  '.pdf': PDF,
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.png': PNG,
  '.heic': HEIC,
  '.doc': WORD_97,
  '.xls': EXCEL_97,
  '.docx': WORD,
  '.xlsx': EXCEL,
};

/** The kind a file name promises, when its extension is one we can check; undefined otherwise. */
export function kindOfFileName(fileName: string): FileKind | undefined {
  const extension = fileExtension(fileName);
  return Object.hasOwn(KINDS, extension) ? KINDS[extension] : undefined;
}

/** 'PDF, JPG, PNG or HEIC': the accepted extensions as an applicant reads them. */
export function describeAccepted(acceptedFileTypes: readonly string[]): string {
  const names = [...new Set(acceptedFileTypes.map((type) => type.replace(/^\./, '').toUpperCase()))];
  if (names.length <= 1) return names[0] ?? 'no files';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
