import type { Multipart } from '@fastify/multipart';
import { REPORT_MESSAGES, uploadCheck } from '@quorum/domain';
import { holdsNul, NUL_CHARACTER_MESSAGE } from '../../lib/nul-characters';
import { discard, isForgedFileName, MAX_UPLOAD_BYTES, sanitizeFileName, streamToFile, type UploadStorage } from '../../lib/uploads';
import { fail, type Failure, type Result } from '../../lib/http/result';
import { fileLooksLikePdf, type ReceivedPdf } from './pdf-material';

const FIELDS = new Set(['dossierId', 'userId', 'email']);

/** application/octet-stream is what a browser sends when it does not know the type: no type at all. */
function declaredType(mimetype: string | undefined): string {
  const type = (mimetype ?? '').trim().toLowerCase();
  return type === 'application/octet-stream' ? '' : type;
}

export interface PitchDeckForm {
  fields: Map<string, string>;
  pdf: ReceivedPdf;
}

/**
 * Reads a pitch-deck form (file, dossierId, userId, in any order: the members app
 * sends the file first). The file streams to a temp file under the size limit as it arrives; then
 * the upload checks run in the members app's order with its exact messages (uploadCheck in
 * libs/domain; docs/flows/deal-submission.md), and the
 * bytes must start with %PDF-. Any failure removes the temp file.
 */
export async function receivePitchDeck(parts: AsyncIterableIterator<Multipart>, storage: UploadStorage, dossierId: string): Promise<Result<PitchDeckForm>> {
  const fields = new Map<string, string>();
  let file: { tempPath: string; rawName: string; type: string; size: number; sha256: string } | undefined;
  let fileSentAsText = false;
  const refuse = async (status: number, message: string, errors?: Record<string, string>): Promise<Failure> => {
    if (file) await storage.remove([file.tempPath]);
    return fail(status, message, errors);
  };

  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        discard(part);
        return refuse(400, REPORT_MESSAGES.uploadFailed, { file: 'Send one PDF per request, in the field "file"' });
      }
      if (isForgedFileName(part.filename)) {
        discard(part);
        return refuse(400, REPORT_MESSAGES.uploadFailed, { file: 'A file name may not contain a path or control characters' });
      }
      const tempPath = storage.newTempPath();
      const written = await streamToFile(part.file, tempPath, MAX_UPLOAD_BYTES);
      if (!written.ok) return refuse(413, REPORT_MESSAGES.uploadFailed, { file: `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB` });
      file = { tempPath, rawName: part.filename ?? '', type: declaredType(part.mimetype), size: written.size, sha256: written.sha256 };
      continue;
    }
    if (part.fieldname === 'file') fileSentAsText = true;
    else if (FIELDS.has(part.fieldname) && holdsNul(part.value)) return refuse(400, REPORT_MESSAGES.uploadFailed, { [part.fieldname]: NUL_CHARACTER_MESSAGE });
    else if (FIELDS.has(part.fieldname) && typeof part.value === 'string') fields.set(part.fieldname, part.value.trim());
    else return refuse(400, REPORT_MESSAGES.uploadFailed, { [part.fieldname]: 'Unknown field' });
  }

  const email = fields.get('userId') || fields.get('email');
  if (fileSentAsText && !file) return refuse(400, REPORT_MESSAGES.invalidFileObject);
  if (!email) return refuse(400, REPORT_MESSAGES.missingRequiredFields);
  if (!file) return refuse(400, REPORT_MESSAGES.noFileProvided);
  const checked = uploadCheck({ dossierId: fields.get('dossierId') || dossierId, email, file: { name: file.rawName, size: file.size, type: file.type } });
  if (!checked.ok) return refuse(400, checked.message);
  if (!(await fileLooksLikePdf(file.tempPath))) return refuse(400, REPORT_MESSAGES.notPdf);
  return { ok: true, fields, pdf: { tempPath: file.tempPath, fileName: sanitizeFileName(file.rawName), size: file.size, sha256: file.sha256 } };
}
