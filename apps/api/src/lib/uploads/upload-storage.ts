import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

const STORED_NAME = /^[a-f0-9]{32}$/;
const STALE_TEMP_MS = 60 * 60_000;

/**
 * Where uploads live: DATA_DIR/files/<32 random hex characters> (or an S3 object of that name, see
 * s3-storage.ts), never a name the client chose. Files are received and checked under
 * files/.partial on local disk first and only then committed, so a crash never leaves a document
 * row pointing at half a file.
 */
export interface UploadStorage {
  /** A fresh path under files/.partial for a file being received. */
  newTempPath(): string;
  /** Moves a finished temp file into place (durably) and returns its stored name. */
  commit(tempPath: string): Promise<string>;
  /**
   * Moves several finished temp files into place and makes the renames durable with one fsync of
   * the directory (they share it), instead of one per file. Names come back in order; `onStored`
   * hears each as soon as it is renamed, so a failure part-way still knows what to clean up.
   */
  commitAll(tempPaths: readonly string[], onStored?: (storedName: string) => void): Promise<string[]>;
  /** Deletes temp files (paths from newTempPath), ignoring ones already gone. Stored files go through removeStored. */
  remove(tempPaths: readonly string[]): Promise<void>;
  /** Removes temp files older than `maxAgeMs` (an hour by default; 0 at start, when none is in flight). */
  sweepTemp(now: Date, maxAgeMs?: number): Promise<void>;
  /**
   * Stored names of every committed file (our 32-hex names only); given `modifiedBefore`, only
   * those stored before it, so a caller can leave alone a file another instance has only just stored.
   */
  storedNames(modifiedBefore?: Date): Promise<string[]>;
  /**
   * A stored file's bytes and size, or undefined when the name is not ours or nothing is stored
   * under it. Read the body to the end or destroy it: from S3 it holds a connection.
   */
  openRead(storedName: string): Promise<StoredFile | undefined>;
  /**
   * Runs `use` with a local path holding the stored file (for tools that need a path, such as
   * pdf.js). Local storage passes the file itself, so `use` must not change it; S3 downloads a temp
   * copy under .partial and deletes it afterwards, even when `use` throws. Undefined as for openRead.
   */
  withLocalFile<T>(storedName: string, use: (path: string) => Promise<T>): Promise<T | undefined>;
  /** Deletes stored files by name, ignoring names that are not ours and files already gone. */
  removeStored(storedNames: readonly string[]): Promise<void>;
  /** Releases what the storage holds open (the S3 client's connections). */
  close(): void;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

/** Our stored names: 32 random hex characters, so a name from a request never reaches another file. */
export const isStoredName = (name: string): boolean => STORED_NAME.test(name);
export const newStoredName = (): string => randomBytes(16).toString('hex');

export type TempArea = Pick<UploadStorage, 'newTempPath' | 'remove' | 'sweepTemp'>;

/** DATA_DIR/files: it holds .partial, and for the local storage the stored files too. */
const filesDir = (dataDir: string) => path.join(dataDir, 'files');

/** files/.partial: every storage receives and checks uploads on local disk before keeping them. */
export function createTempArea(dataDir: string): TempArea {
  const tempDir = path.join(filesDir(dataDir), '.partial');
  mkdirSync(tempDir, { recursive: true, mode: 0o700 });
  return {
    newTempPath: () => path.join(tempDir, newStoredName()),
    async remove(tempPaths) {
      await Promise.all(tempPaths.map((file) => rm(file, { force: true })));
    },
    async sweepTemp(now, maxAgeMs = STALE_TEMP_MS) {
      for (const name of await readdir(tempDir)) {
        const file = path.join(tempDir, name);
        // 0 means every file, without reading its age: a file's mtime has sub-millisecond digits a
        // Date lacks, so one written in the same millisecond as `now` would otherwise look younger.
        const info = maxAgeMs > 0 ? await stat(file).catch(() => undefined) : undefined;
        if (maxAgeMs <= 0 || (info && now.getTime() - info.mtimeMs >= maxAgeMs)) await rm(file, { force: true });
      }
    },
  };
}

export function createUploadStorage(dataDir: string): UploadStorage {
  const temp = createTempArea(dataDir);
  const dir = filesDir(dataDir);
  const pathOf = (storedName: string) => (isStoredName(storedName) ? path.join(dir, storedName) : undefined);

  return {
    ...temp,
    async commit(tempPath) {
      const storedName = newStoredName();
      await rename(tempPath, path.join(dir, storedName));
      await syncDirectory(dir);
      return storedName;
    },
    async commitAll(tempPaths, onStored) {
      const names: string[] = [];
      for (const tempPath of tempPaths) {
        const storedName = newStoredName();
        await rename(tempPath, path.join(dir, storedName));
        names.push(storedName);
        onStored?.(storedName);
      }
      if (names.length > 0) await syncDirectory(dir);
      return names;
    },
    async storedNames(modifiedBefore) {
      const names = (await readdir(dir)).filter(isStoredName);
      if (!modifiedBefore) return names;
      const before: string[] = [];
      for (const name of names) {
        const info = await storedFileInfo(path.join(dir, name));
        if (info && info.mtimeMs < modifiedBefore.getTime()) before.push(name);
      }
      return before;
    },
    async openRead(storedName) {
      const handle = await ifExists(pathOf(storedName), (file) => open(file, 'r'));
      if (!handle) return undefined;
      // Sized through the open handle: the size always belongs to the bytes the body will give.
      const info = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (info.isFile()) return { body: handle.createReadStream(), size: info.size };
      await handle.close();
      return undefined;
    },
    async withLocalFile(storedName, use) {
      const file = pathOf(storedName);
      return file && (await storedFileInfo(file)) ? use(file) : undefined;
    },
    async removeStored(storedNames) {
      await temp.remove(storedNames.flatMap((name) => pathOf(name) ?? []));
    },
    close() {
      // Nothing held open: every operation opens and closes its own files.
    },
  };
}

/** Runs `act` on a file, or gives undefined when there is no file (or no path) to act on. */
async function ifExists<T>(file: string | undefined, act: (file: string) => Promise<T>): Promise<T | undefined> {
  if (!file) return undefined;
  try {
    return await act(file);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

const storedFileInfo = async (file: string | undefined) => {
  const info = await ifExists(file, (existing) => stat(existing));
  return info?.isFile() ? info : undefined;
};

/** A rename is only durable once the directory entry is on disk (synchronous=FULL's promise, for files). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename itself has still happened.
  }
}
