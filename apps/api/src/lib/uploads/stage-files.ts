import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FileRules } from '@quorum/domain';
import { checkFileType, type TypeCheck } from './detect-file-type';
import { isForgedFileName, sanitizeFileName } from './sanitize-file-name';
import { streamToFile } from './stream-to-file';
import { malformedForm, uploadFailure, type UploadFailure } from './upload-failure';
import type { UploadStorage } from './upload-storage';
import { discard } from './multipart-fields';

/** A received, checked file still under files/.partial, waiting to be committed with its row. */
export interface StagedFile {
  tempPath: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

export interface StageOptions {
  storage: UploadStorage;
  rules: FileRules;
  /** How many files this request may still add. */
  maxFiles: number;
  maxBytes: number;
  /** The part names files may come under ('file', 'files[]'). */
  fileFields: ReadonlySet<string>;
  tooManyFiles: string;
}

export type StagedFiles = { ok: true; files: StagedFile[] } | UploadFailure;

/**
 * Receives the file parts of an upload one by one: each streamed to a temp file under its size
 * limit, hashed and fsynced, then checked by its magic bytes while the next part is received (the
 * parts arrive in order; checking need not hold them up). All or nothing: on the first problem
 * every file this request wrote is deleted and the failure returned (an unexpected error is
 * rethrown after the same clean-up).
 */
export async function stageFiles(first: MultipartFile | undefined, rest: AsyncIterator<Multipart>, options: StageOptions): Promise<StagedFiles> {
  const received: Received[] = [];
  const removeAll = async () => {
    // Checks still reading a file finish first, so nothing reads a file being deleted.
    await Promise.allSettled(received.map((file) => file.check));
    await options.storage.remove(received.map((file) => file.tempPath));
  };
  try {
    let part: Multipart | undefined = first;
    while (part) {
      const problem = await receiveOne(part, received, options);
      if (problem) {
        await removeAll();
        return problem;
      }
      const next = await rest.next();
      part = next.done ? undefined : next.value;
    }
    const staged: StagedFile[] = [];
    for (const file of received) {
      const type = await file.check;
      if (!type.ok) {
        await removeAll();
        return type;
      }
      staged.push({ tempPath: file.tempPath, originalName: file.originalName, mimeType: type.mimeType, size: file.size, sha256: file.sha256 });
    }
    if (staged.length === 0) return uploadFailure(400, 'Please choose at least one file to upload');
    return { ok: true, files: staged };
  } catch (error) {
    await removeAll();
    const failure = malformedForm(error);
    if (failure) return failure;
    throw error;
  }
}

/** A file on disk whose magic-byte check may still be running. */
interface Received {
  tempPath: string;
  originalName: string;
  size: number;
  sha256: string;
  check: Promise<TypeCheck>;
}

async function receiveOne(part: Multipart, received: Received[], options: StageOptions): Promise<UploadFailure | undefined> {
  if (part.type !== 'file') return uploadFailure(400, `Fields must come before files: "${part.fieldname}" came after a file`);
  if (!options.fileFields.has(part.fieldname)) {
    discard(part);
    return uploadFailure(400, `Unexpected file field "${part.fieldname}": send files as ${[...options.fileFields].map((name) => `"${name}"`).join(' or ')}`);
  }
  if (received.length >= options.maxFiles) {
    discard(part);
    return uploadFailure(400, options.tooManyFiles);
  }
  if (isForgedFileName(part.filename)) {
    discard(part);
    return uploadFailure(400, 'A file name may not contain a path or control characters');
  }
  const originalName = sanitizeFileName(part.filename);
  const tempPath = options.storage.newTempPath();
  const written = await streamToFile(part.file, tempPath, options.maxBytes);
  if (!written.ok) return uploadFailure(413, `"${originalName}" is larger than ${Math.round(options.maxBytes / (1024 * 1024))} MB`);
  const check = checkFileType(tempPath, originalName, options.rules);
  // Awaited in order later; a check that throws meanwhile (an I/O error) must not be an unhandled rejection.
  check.catch(() => undefined);
  received.push({ tempPath, originalName, size: written.size, sha256: written.sha256, check });
  return undefined;
}
