import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { screeningSourceSchema, type ScreeningSource } from '@quorum/domain';
import { sha256Hex } from '../../crypto/hashing';
import { discard, malformedForm, readLeadingFields, streamToFile, uploadFailure, type UploadFailure } from '../../lib/uploads';
import type { ListFile } from './lists/list-entry';

/** The official files run to tens of MB (OpenSanctions' largest export above 100 MB): 200 MB a file leaves room, and is enforced while streaming. */
export const MAX_LIST_FILE_BYTES = 200 * 1024 * 1024;
/** OFAC's CSV release is several files (sdn.csv, alt.csv, add.csv…); a handful is the most any source needs. */
export const MAX_LIST_FILES = 6;
/** busboy's own limits: anything past them never reaches us. */
export const LIST_UPLOAD_LIMITS = { fields: 1, fieldNameSize: 100, fieldSize: 100, files: MAX_LIST_FILES, parts: MAX_LIST_FILES + 1, fileSize: MAX_LIST_FILE_BYTES + 1, headerPairs: 100 };

const IMPORTS_DIR = 'screening-imports';
const STALE_MS = 24 * 60 * 60_000;

export interface ReceivedList {
  source: ScreeningSource;
  files: ListFile[];
  /** One digest for the whole upload: the file's own, or of every file's name and digest. */
  sha256: string;
  /** Deletes the temp files; call once the list is parsed, whatever the outcome. */
  cleanUp(): Promise<void>;
}

const sourceRefusal = `Choose the list's source first: ${screeningSourceSchema.options.join(', ')}`;

/**
 * Reads an import form (the `source` field, then one or more files), streaming each file to a temp
 * file under the data directory with a size cap, so a large list never sits in memory. All or
 * nothing: on any refusal every file written so far is deleted.
 */
export async function receiveListUpload(parts: AsyncIterableIterator<Multipart>, dataDir: string): Promise<{ ok: true; upload: ReceivedList } | UploadFailure> {
  const lead = await readLeadingFields(parts, new Set(['source']));
  if (!lead.ok) return lead;
  const source = screeningSourceSchema.safeParse(lead.fields.get('source'));
  if (!source.success) {
    if (lead.firstFile) discard(lead.firstFile);
    return uploadFailure(400, sourceRefusal);
  }
  if (!lead.firstFile) return uploadFailure(400, 'Attach the list file (or, for the OFAC CSV release, its files)');

  await mkdir(path.join(dataDir, IMPORTS_DIR), { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(dataDir, IMPORTS_DIR, 'import-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  const files: Array<ListFile & { sha256: string }> = [];
  try {
    let part: Multipart | undefined = lead.firstFile;
    while (part) {
      if (part.type !== 'file') {
        await cleanUp();
        return uploadFailure(400, 'Send the source field first, then the files');
      }
      const file: MultipartFile = part;
      const target = path.join(dir, String(files.length));
      const streamed = await streamToFile(file.file, target, MAX_LIST_FILE_BYTES);
      if (!streamed.ok) {
        await cleanUp();
        return uploadFailure(413, `${file.filename || 'A file'} is larger than ${MAX_LIST_FILE_BYTES / 1024 / 1024} MB`);
      }
      files.push({ path: target, fileName: path.basename(file.filename || `file-${files.length + 1}`), sha256: streamed.sha256 });
      const next = await parts.next();
      part = next.done ? undefined : next.value;
    }
  } catch (error) {
    await cleanUp();
    // busboy's limits (too many files) leave as the errors plugin words them; a cut-off body as a 400.
    const failure = malformedForm(error);
    if (failure) return failure;
    throw error;
  }
  const sha256 = files.length === 1 ? (files[0]?.sha256 ?? '') : sha256Hex(files.map((file) => `${file.fileName}:${file.sha256}`).join('\n'));
  return { ok: true, upload: { source: source.data, files: files.map(({ path: filePath, fileName }) => ({ path: filePath, fileName })), sha256, cleanUp } };
}

/** Removes the temp folders of imports a crash interrupted (older than a day, so no import still in flight on another instance). */
export async function removeStaleImports(dataDir: string, now: Date): Promise<void> {
  const root = path.join(dataDir, IMPORTS_DIR);
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => undefined);
    if (info && now.getTime() - info.mtimeMs > STALE_MS) await rm(folder, { recursive: true, force: true });
  }
}
