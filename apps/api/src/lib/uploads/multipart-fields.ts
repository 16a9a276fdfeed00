import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import { holdsNul, NUL_CHARACTER_MESSAGE } from '../nul-characters';
import { malformedForm, uploadFailure, type UploadFailure } from './upload-failure';

export type FieldsRead = { ok: true; fields: Map<string, string> } | UploadFailure;
export type LeadingFieldsRead = { ok: true; fields: Map<string, string>; firstFile: MultipartFile | undefined } | UploadFailure;

/** A part we will not read: its stream is destroyed so busboy does not wait for it. */
export function discard(part: Multipart): void {
  if (part.type === 'file') part.file.destroy();
}

/**
 * One field's text. Busboy truncates instead of failing, so a truncated name or value is refused
 * here. A field the client marked application/json arrives parsed: it is turned back into text so
 * every field is decoded by the same rules.
 */
function fieldText(part: MultipartValue, seen: ReadonlyMap<string, string>): { ok: true; text: string } | UploadFailure {
  if (part.fieldnameTruncated) return uploadFailure(413, 'A field name is too long');
  if (part.valueTruncated) return uploadFailure(413, `The field "${part.fieldname}" is too long`);
  if (seen.has(part.fieldname)) return uploadFailure(400, `The field "${part.fieldname}" was sent more than once`);
  const text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value ?? null);
  if (holdsNul(part.fieldname) || holdsNul(part.value)) return uploadFailure(400, NUL_CHARACTER_MESSAGE);
  return { ok: true, text };
}

/** Every part of a form that carries no files (POST /api/join/submit); a file part is refused. */
export async function readTextFields(parts: AsyncIterable<Multipart>, fileRefusal: string): Promise<FieldsRead> {
  const fields = new Map<string, string>();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        discard(part);
        return uploadFailure(400, fileRefusal);
      }
      const read = fieldText(part, fields);
      if (!read.ok) return read;
      fields.set(part.fieldname, read.text);
    }
  } catch (error) {
    return failureOrThrow(error);
  }
  return { ok: true, fields };
}

function failureOrThrow(error: unknown): UploadFailure {
  const failure = malformedForm(error);
  if (failure) return failure;
  throw error;
}

/**
 * The fields that must precede the files of an upload form, up to the first file part (which is
 * handed back unread). Unknown field names are refused, so a typo is not silently ignored.
 */
export async function readLeadingFields(parts: AsyncIterator<Multipart>, allowed: ReadonlySet<string>): Promise<LeadingFieldsRead> {
  const fields = new Map<string, string>();
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'file') return { ok: true, fields, firstFile: part };
      if (!allowed.has(part.fieldname)) return uploadFailure(400, `Unknown field "${part.fieldname}"`);
      const read = fieldText(part, fields);
      if (!read.ok) return read;
      fields.set(part.fieldname, read.text.trim());
    }
  } catch (error) {
    return failureOrThrow(error);
  }
  return { ok: true, fields, firstFile: undefined };
}
