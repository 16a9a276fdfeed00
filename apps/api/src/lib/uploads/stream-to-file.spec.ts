import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { streamToFile } from './stream-to-file';
import { createUploadStorage } from './upload-storage';

describe('streamToFile and the upload storage', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quorum-stream-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(size, i % 256)));

  it('writes the stream, counting and hashing it on the way', async () => {
    const target = path.join(dir, 'file');
    const result = await streamToFile(chunks(4, 1000), target, 4000);
    const bytes = readFileSync(target);
    expect(result).toEqual({ ok: true, size: 4000, sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('stops at the first byte over the limit and deletes the partial file', async () => {
    const target = path.join(dir, 'file');
    expect(await streamToFile(chunks(5, 1000), target, 4999)).toEqual({ ok: false, reason: 'too_large' });
    expect(existsSync(target)).toBe(false);
  });

  it('never overwrites an existing file', async () => {
    const target = path.join(dir, 'file');
    await streamToFile(chunks(1, 10), target, 100);
    await expect(streamToFile(chunks(1, 10), target, 100)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(target)).toHaveLength(10);
  });

  it('moves finished files into place under random names and knows only its own names', async () => {
    const storage = createUploadStorage(dir);
    const temp = storage.newTempPath();
    await streamToFile(chunks(1, 10), temp, 100);
    const stored = await storage.commit(temp);
    expect(stored).toMatch(/^[a-f0-9]{32}$/);
    expect(existsSync(temp)).toBe(false);
    expect(readFileSync(path.join(dir, 'files', stored))).toHaveLength(10);
    for (const name of ['../quorum.db', 'x', `${stored}/..`, '.partial']) expect(await storage.openRead(name)).toBeUndefined();
  });

  it('sweeps temp files older than an hour', async () => {
    const storage = createUploadStorage(dir);
    const temp = storage.newTempPath();
    await streamToFile(chunks(1, 10), temp, 100);
    await storage.sweepTemp(new Date(Date.now() + 30 * 60_000));
    expect(existsSync(temp)).toBe(true);
    await storage.sweepTemp(new Date(Date.now() + 61 * 60_000));
    expect(existsSync(temp)).toBe(false);
  });

  it('commits several files with their names in order, reporting each as it lands', async () => {
    const storage = createUploadStorage(dir);
    const temps = [storage.newTempPath(), storage.newTempPath(), storage.newTempPath()];
    for (const [index, temp] of temps.entries()) await streamToFile(chunks(1, 10 + index), temp, 100);
    const heard: string[] = [];
    const stored = await storage.commitAll(temps, (name) => heard.push(name));
    expect(heard).toEqual(stored);
    expect(stored.map((name) => statSync(path.join(dir, 'files', name)).size)).toEqual([10, 11, 12]);
    expect(temps.some((temp) => existsSync(temp))).toBe(false);
    expect(await storage.storedNames()).toEqual(expect.arrayContaining(stored));
  });

  it('at start, sweeps every temp file (maxAge 0): none can be in flight', async () => {
    const storage = createUploadStorage(dir);
    const temp = storage.newTempPath();
    await streamToFile(chunks(1, 10), temp, 100);
    await storage.sweepTemp(new Date(), 0);
    expect(existsSync(temp)).toBe(false);
  });
});
