import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeStorageContract, sha256, sha256OfStream } from './storage-contract';
import { createUploadStorage } from './upload-storage';

describeStorageContract('local directory', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-files-'));
  return { storage: createUploadStorage(dataDir), dispose: () => rm(dataDir, { recursive: true, force: true }) };
});

describe('the local directory upload storage', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-files-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  async function stored(bytes: Buffer) {
    const storage = createUploadStorage(dataDir);
    const tempPath = storage.newTempPath();
    writeFileSync(tempPath, bytes);
    return { storage, storedName: await storage.commit(tempPath) };
  }

  it('keeps files in DATA_DIR/files and lends the stored file itself, without copying it', async () => {
    const bytes = randomBytes(1000);
    const { storage, storedName } = await stored(bytes);
    const file = path.join(dataDir, 'files', storedName);
    expect(sha256(readFileSync(file))).toBe(sha256(bytes));
    expect(await storage.withLocalFile(storedName, async (lent) => lent)).toBe(file);
    const opened = await storage.openRead(storedName);
    expect(opened?.size).toBe(bytes.length);
    expect(opened && (await sha256OfStream(opened.body))).toBe(sha256(bytes));
  });

  it('ignores files in DATA_DIR/files that are not ours', async () => {
    const { storage, storedName } = await stored(randomBytes(10));
    writeFileSync(path.join(dataDir, 'files', 'notes.txt'), 'not an upload');
    expect(await storage.storedNames()).toEqual([storedName]);
    await storage.removeStored(['notes.txt']);
    expect(existsSync(path.join(dataDir, 'files', 'notes.txt'))).toBe(true);
  });
});
