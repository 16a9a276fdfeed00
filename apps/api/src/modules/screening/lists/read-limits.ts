import { stat } from 'node:fs/promises';
import { ListFormatError } from './list-entry';

/** The largest list file read: the upload route streams to disk with the same cap. */
export const MAX_LIST_FILE_BYTES = 200 * 1024 * 1024;
/** The longest single field or element text: no real name, date or remark comes near it. */
export const MAX_FIELD_CHARS = 64 * 1024;

/** Refuses a file over the size cap before any of it is parsed. */
export async function assertFileSize(path: string, fileName: string): Promise<void> {
  const { size } = await stat(path);
  if (size > MAX_LIST_FILE_BYTES) {
    throw new ListFormatError(`${fileName} is ${Math.round(size / 1024 / 1024)} MB: list files are read up to 200 MB.`);
  }
}

/** Splits a multi-valued cell on ';' (a linear scan), trimming and dropping empty parts. */
export function splitValues(cell: string | undefined, separator = ';'): string[] {
  if (!cell) return [];
  return cell
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
