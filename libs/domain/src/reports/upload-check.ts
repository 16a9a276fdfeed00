import { asText, isRecord, readPath } from '../format/safe-read';
import { REPORT_MESSAGES } from './report-messages';

export type UploadCheckResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface UploadCheckInput {
  readonly dossierId?: unknown;
  readonly email?: unknown;
  /** A browser File, or any object with name, size and type. */
  readonly file?: unknown;
}

const fail = (message: string): UploadCheckResult => ({ ok: false, message });

function isPresentId(value: unknown): boolean {
  return asText(value) !== undefined || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * The upload checks, in this order: required fields, then filename,
 * size above zero, a type, and a PDF type. Also applied to pitch-deck uploads.
 */
export function uploadCheck(input: UploadCheckInput | null | undefined): UploadCheckResult {
  const dossierId = readPath(input, 'dossierId');
  const email = readPath(input, 'email');
  const file = readPath(input, 'file');
  if (!isPresentId(dossierId) || asText(email) === undefined || !isRecord(file)) {
    return fail(REPORT_MESSAGES.missingRequiredFields);
  }
  if (asText(readPath(file, 'name')) === undefined) return fail(REPORT_MESSAGES.missingFilename);

  const size = readPath(file, 'size');
  if (typeof size !== 'number' || !(size > 0)) return fail(REPORT_MESSAGES.emptyFile);

  const type = asText(readPath(file, 'type'));
  if (type === undefined) return fail(REPORT_MESSAGES.unknownFileType);
  if (!type.toLowerCase().includes('pdf')) return fail(REPORT_MESSAGES.notPdf);
  return { ok: true };
}
