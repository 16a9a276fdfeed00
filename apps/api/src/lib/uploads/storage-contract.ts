import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadStorage } from './upload-storage';

export interface StorageUnderTest {
  storage: UploadStorage;
  /** Removes everything the factory created. */
  dispose(): Promise<void>;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * What every UploadStorage promises, wherever it keeps files (the local directory and
 * S3-compatible object storage behave the same). Each storage's spec calls this with a factory
 * for a fresh, empty storage.
 */
export function describeStorageContract(name: string, create: () => Promise<StorageUnderTest>): void {
  describe(`the ${name} upload storage`, () => {
    let subject: StorageUnderTest;
    let storage: UploadStorage;
    beforeEach(async () => {
      subject = await create();
      storage = subject.storage;
    });
    afterEach(async () => {
      storage.close();
      await subject.dispose();
    });

    const tempDir = () => path.dirname(storage.newTempPath());
    const tempFiles = () => readdir(tempDir());
    /** A received, checked upload waiting in .partial. */
    async function received(bytes: Buffer): Promise<string> {
      const tempPath = storage.newTempPath();
      await writeFile(tempPath, bytes);
      return tempPath;
    }
    const readStored = async (storedName: string) => {
      const stored = await storage.openRead(storedName);
      if (!stored) throw new Error(`nothing stored as ${storedName}`);
      return sha256OfStream(stored.body);
    };
    /** The stored size as openRead gives it, or undefined when nothing is stored. */
    const sizeOf = async (storedName: string) => {
      const stored = await storage.openRead(storedName);
      stored?.body.destroy();
      return stored?.size;
    };

    it('commits a temp file under a fresh 32-hex name and reads back the same bytes and size', async () => {
      const bytes = randomBytes(300_000);
      const tempPath = await received(bytes);
      const storedName = await storage.commit(tempPath);
      expect(storedName).toMatch(/^[a-f0-9]{32}$/);
      expect(existsSync(tempPath)).toBe(false);
      expect(await readStored(storedName)).toBe(sha256(bytes));
      expect(await sizeOf(storedName)).toBe(bytes.length);
    });

    it('stores and reads an empty file', async () => {
      const storedName = await storage.commit(await received(Buffer.alloc(0)));
      expect(await sizeOf(storedName)).toBe(0);
      expect(await readStored(storedName)).toBe(sha256(Buffer.alloc(0)));
    });

    it('commits several files in order, telling onStored about each as it lands', async () => {
      const contents = [randomBytes(10), randomBytes(20_000), randomBytes(3)];
      const heard: string[] = [];
      const names = await storage.commitAll(await Promise.all(contents.map(received)), (storedName) => heard.push(storedName));
      expect(heard).toEqual(names);
      expect(new Set(names).size).toBe(3);
      expect(await Promise.all(names.map(readStored))).toEqual(contents.map(sha256));
    });

    it('stops at a temp file that cannot be committed, having told onStored about the ones before it', async () => {
      const first = await received(randomBytes(100));
      const heard: string[] = [];
      await expect(storage.commitAll([first, storage.newTempPath(), await received(randomBytes(100))], (storedName) => heard.push(storedName))).rejects.toThrow();
      expect(heard).toHaveLength(1);
      expect(await Promise.all(heard.map(sizeOf))).toEqual([100]);
    });

    it('lists only committed names: nothing waiting in .partial', async () => {
      const committed = await storage.commitAll([await received(randomBytes(5)), await received(randomBytes(6))]);
      await received(randomBytes(7));
      expect((await storage.storedNames()).sort()).toEqual([...committed].sort());
    });

    it('lists, when asked, only the files stored before a given time', async () => {
      const storedName = await storage.commit(await received(randomBytes(5)));
      const now = Date.now();
      expect(await storage.storedNames(new Date(now + 60_000))).toEqual([storedName]);
      expect(await storage.storedNames(new Date(now - 60_000))).toEqual([]);
    });

    it('removes stored files by name, ignoring ones already gone and names that are not ours', async () => {
      const kept = await storage.commit(await received(randomBytes(8)));
      const removed = await storage.commit(await received(randomBytes(9)));
      await storage.removeStored([removed, removed, 'a'.repeat(32), '../quorum.db']);
      expect(await storage.storedNames()).toEqual([kept]);
      expect(await sizeOf(removed)).toBeUndefined();
      await expect(storage.removeStored([removed])).resolves.toBeUndefined();
    });

    it('lends a local path with the stored bytes and cleans up any copy afterwards', async () => {
      const bytes = randomBytes(70_000);
      const storedName = await storage.commit(await received(bytes));
      const before = await tempFiles();
      let lent = '';
      const result = await storage.withLocalFile(storedName, async (file) => {
        lent = file;
        return sha256(await readFile(file));
      });
      expect(result).toBe(sha256(bytes));
      expect(await tempFiles()).toEqual(before);
      // A path under .partial was a copy and must be gone; any other is the stored file itself (local storage), which must stay.
      expect(existsSync(lent)).toBe(path.dirname(lent) !== tempDir());
      expect(await readStored(storedName)).toBe(sha256(bytes));
    });

    it('cleans up the lent copy when the work with it throws, and keeps the stored file', async () => {
      const storedName = await storage.commit(await received(randomBytes(1000)));
      const before = await tempFiles();
      await expect(
        storage.withLocalFile(storedName, async () => {
          throw new Error('pdf.js gave up');
        }),
      ).rejects.toThrow('pdf.js gave up');
      expect(await tempFiles()).toEqual(before);
      expect(await sizeOf(storedName)).toBe(1000);
    });

    it.each(['a'.repeat(32), 'A'.repeat(32), '../quorum.db', '.partial', 'x', ''])('gives undefined for %j, which is not a stored file', async (unknown) => {
      const use = jest.fn(async () => 'used');
      expect(await storage.openRead(unknown)).toBeUndefined();
      expect(await storage.withLocalFile(unknown, use)).toBeUndefined();
      expect(use).not.toHaveBeenCalled();
      expect(await tempFiles()).toEqual([]);
    });

    it('sweeps only temp files older than the limit, never committed files', async () => {
      const stale = await received(randomBytes(4));
      const fresh = await received(randomBytes(4));
      const storedName = await storage.commit(await received(randomBytes(4)));
      const now = new Date();
      const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60_000);
      await utimes(stale, twoHoursAgo, twoHoursAgo);
      await storage.sweepTemp(now);
      expect((await tempFiles()).sort()).toEqual([path.basename(fresh)]);
      await storage.sweepTemp(now, 0);
      expect(await tempFiles()).toEqual([]);
      expect(await storage.storedNames()).toEqual([storedName]);
    });
  });
}
