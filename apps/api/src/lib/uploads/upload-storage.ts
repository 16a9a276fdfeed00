import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const STORED_NAME = /^[a-f0-9]{32}$/;
const STALE_TEMP_MS = 60 * 60_000;

/**
 * Where uploads live: DATA_DIR/files/<32 random hex characters>, never a name the client chose.
 * Files are written under files/.partial first and renamed into place once complete and checked,
 * so a crash never leaves a document row pointing at half a file.
 */
export interface UploadStorage {
  readonly filesDir: string;
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
  /** The path of a stored file, or undefined for anything that is not one of our names. */
  pathOf(storedName: string): string | undefined;
  /** Deletes files, ignoring ones already gone. */
  remove(paths: readonly string[]): Promise<void>;
  /** Removes temp files older than `maxAgeMs` (an hour by default; 0 at start, when none is in flight). */
  sweepTemp(now: Date, maxAgeMs?: number): Promise<void>;
  /** Stored names of every committed file (our 32-hex names only). */
  storedNames(): Promise<string[]>;
}

export function createUploadStorage(dataDir: string): UploadStorage {
  const filesDir = path.join(dataDir, 'files');
  const tempDir = path.join(filesDir, '.partial');
  mkdirSync(tempDir, { recursive: true, mode: 0o700 });
  const randomName = () => randomBytes(16).toString('hex');

  return {
    filesDir,
    newTempPath: () => path.join(tempDir, randomName()),
    async commit(tempPath) {
      const storedName = randomName();
      await rename(tempPath, path.join(filesDir, storedName));
      await syncDirectory(filesDir);
      return storedName;
    },
    async commitAll(tempPaths, onStored) {
      const names: string[] = [];
      for (const tempPath of tempPaths) {
        const storedName = randomName();
        await rename(tempPath, path.join(filesDir, storedName));
        names.push(storedName);
        onStored?.(storedName);
      }
      if (names.length > 0) await syncDirectory(filesDir);
      return names;
    },
    pathOf(storedName) {
      return STORED_NAME.test(storedName) ? path.join(filesDir, storedName) : undefined;
    },
    async remove(paths) {
      await Promise.all(paths.map((file) => rm(file, { force: true })));
    },
    async sweepTemp(now, maxAgeMs = STALE_TEMP_MS) {
      for (const name of await readdir(tempDir)) {
        const file = path.join(tempDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && now.getTime() - info.mtimeMs >= maxAgeMs) await rm(file, { force: true });
      }
    },
    async storedNames() {
      return (await readdir(filesDir)).filter((name) => STORED_NAME.test(name));
    },
  };
}

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
