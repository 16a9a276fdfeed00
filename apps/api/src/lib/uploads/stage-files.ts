import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FileRules } from '@quorum/domain';
import { checkFileType } from './detect-file-type';
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
 * limit, hashed, and checked by its magic bytes. All or nothing: on the first problem every file
 * this request wrote is deleted and the failure returned (an unexpected error is rethrown after
 * the same clean-up).
 */
export async function stageFiles(first: MultipartFile | undefined, rest: AsyncIterator<Multipart>, options: StageOptions): Promise<StagedFiles> {
  const staged: StagedFile[] = [];
  const failWith = async (failure: UploadFailure) => {
    await options.storage.remove(staged.map((file) => file.tempPath));
    return failure;
  };
  try {
    let part: Multipart | undefined = first;
    while (part) {
      const problem = await stageOne(part, staged, options);
      if (problem) return await failWith(problem);
      const next = await rest.next();
      part = next.done ? undefined : next.value;
    }
  } catch (error) {
    await options.storage.remove(staged.map((file) => file.tempPath));
    const failure = malformedForm(error);
    if (failure) return failure;
    throw error;
  }
  if (staged.length === 0) return uploadFailure(400, 'Please choose at least one file to upload');
  return { ok: true, files: staged };
}

async function stageOne(part: Multipart, staged: StagedFile[], options: StageOptions): Promise<UploadFailure | undefined> {
  if (part.type !== 'file') return uploadFailure(400, `Fields must come before files: "${part.fieldname}" came after a file`);
  if (!options.fileFields.has(part.fieldname)) {
    discard(part);
    return uploadFailure(400, `Unexpected file field "${part.fieldname}": send files as ${[...options.fileFields].map((name) => `"${name}"`).join(' or ')}`);
  }
  if (staged.length >= options.maxFiles) {
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
  const type = await checkFileType(tempPath, originalName, options.rules);
  if (!type.ok) {
    await options.storage.remove([tempPath]);
    return type;
  }
  staged.push({ tempPath, originalName, mimeType: type.mimeType, size: written.size, sha256: written.sha256 });
  return undefined;
}
