import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig, type ServiceInputTypes, type ServiceOutputTypes } from '@aws-sdk/client-s3';
import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { closeSync, createReadStream, existsSync, mkdtempSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type S3TestServer } from '../../testing/s3/server';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import { loadStorageConfig, type S3Settings } from './storage-config';
import { describeStorageContract, sha256, sha256OfStream } from './storage-contract';
import type { UploadStorage } from './upload-storage';

const MB = 1024 * 1024;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves to `fallback` after `ms` unless `promise` settles first; the timer never outlives the race. */
async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

let server: S3TestServer;
const dataDirs: string[] = [];

beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quorum-s3-files-'));
  dataDirs.push(dir);
  return dir;
}

const settingsFor = (bucket: string, overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: server.endpoint,
  bucket,
  region: server.region,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  forcePathStyle: true,
  keyPrefix: 'files/',
  ...overrides,
});

/** The SDK itself, for planting and inspecting objects behind the storage's back. */
const sdkClient = (config: Partial<S3ClientConfig> = {}) =>
  new S3Client({ endpoint: server.endpoint, region: server.region, forcePathStyle: true, credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey }, ...config });

describeStorageContract('S3', async () => {
  const dataDir = newDataDir();
  return { storage: createS3Storage(dataDir, settingsFor(server.createBucket())), dispose: () => rm(dataDir, { recursive: true, force: true }) };
});

describe('the S3 upload storage', () => {
  let bucket: string;
  let opened: UploadStorage[];
  beforeEach(() => {
    bucket = server.createBucket();
    opened = [];
  });
  afterEach(() => opened.forEach((storage) => storage.close()));

  function open(overrides: Partial<S3Settings> = {}, options: S3StorageOptions = {}): UploadStorage {
    const storage = createS3Storage(newDataDir(), settingsFor(bucket, overrides), options);
    opened.push(storage);
    return storage;
  }
  async function received(storage: UploadStorage, bytes: Buffer): Promise<string> {
    const tempPath = storage.newTempPath();
    writeFileSync(tempPath, bytes);
    return tempPath;
  }
  const requests = (operation: string) => server.stats.requests[operation] ?? 0;
  async function readStored(storage: UploadStorage, storedName: string): Promise<string> {
    const stored = await storage.openRead(storedName);
    if (!stored) throw new Error(`nothing stored as ${storedName}`);
    return sha256OfStream(stored.body);
  }

  it('keeps objects under the key prefix and lists only our names there', async () => {
    const storage = open();
    const storedName = await storage.commit(await received(storage, randomBytes(10)));
    const client = sdkClient();
    const hex = 'c'.repeat(32);
    for (const Key of ['files/notes.txt', `other/${hex}`, `files/${hex}/nested`, hex]) await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'foreign' }));
    client.destroy();
    expect(server.keys(bucket)).toContain(`files/${storedName}`);
    expect(await storage.storedNames()).toEqual([storedName]);
  });

  it('pages through long listings', async () => {
    const storage = open({}, { listPageSize: 2 });
    const names: string[] = [];
    for (let i = 0; i < 5; i++) names.push(await storage.commit(await received(storage, randomBytes(i + 1))));
    const listingsBefore = requests('ListObjectsV2');
    expect((await storage.storedNames()).sort()).toEqual(names.sort());
    expect(requests('ListObjectsV2') - listingsBefore).toBe(3);
  });

  it('streams the file again when S3 answers a commit with 503, which the SDK cannot retry itself', async () => {
    const storage = open();
    const bytes = randomBytes(200_000);
    const putsBefore = requests('PutObject');
    server.failNext(1);
    const storedName = await storage.commit(await received(storage, bytes));
    expect(requests('PutObject') - putsBefore).toBe(2);
    expect(await readStored(storage, storedName)).toBe(sha256(bytes));
  });

  it('gives up after three transient failures and leaves the temp file to the caller', async () => {
    const storage = open();
    const tempPath = await received(storage, randomBytes(100));
    server.failNext(3);
    await expect(storage.commit(tempPath)).rejects.toMatchObject({ name: 'S3StorageError', kind: 'failed', message: expect.stringContaining('SlowDown') });
    expect(existsSync(tempPath)).toBe(true);
  });

  it('reports a refusal by the bucket policy as access denied, naming what to check', async () => {
    const storage = open();
    server.failNext(1, { status: 403, code: 'AccessDenied' });
    await expect(storage.openRead('a'.repeat(32))).rejects.toMatchObject({ name: 'S3StorageError', kind: 'access_denied', message: expect.stringContaining("check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy") });
  });

  it('reports a wrong secret as a credentials problem, never as a missing file', async () => {
    const storage = open({ credentials: { accessKeyId: server.accessKeyId, secretAccessKey: 'not-the-secret' } });
    const refusedBefore = server.stats.refused;
    const tempPath = await received(storage, randomBytes(100));
    const credentials = { name: 'S3StorageError', kind: 'credentials', message: expect.stringMatching(/signature.*check S3_SECRET_ACCESS_KEY/) };
    await expect(storage.commit(tempPath)).rejects.toMatchObject(credentials);
    await expect(storage.openRead('a'.repeat(32))).rejects.toMatchObject(credentials);
    await expect(storage.storedNames()).rejects.toMatchObject(credentials);
    expect(server.stats.refused - refusedBefore).toBe(3);
    expect(existsSync(tempPath)).toBe(true);
  });

  it('reports an unknown access key', async () => {
    const storage = open({ credentials: { accessKeyId: 'SOMEONEELSE', secretAccessKey: server.secretAccessKey } });
    await expect(storage.storedNames()).rejects.toMatchObject({ kind: 'credentials', message: expect.stringContaining('check S3_ACCESS_KEY_ID') });
  });

  it('reports a bucket that does not exist, again never as a missing file', async () => {
    const storage = open({ bucket: 'no-such-bucket' });
    await expect(storage.storedNames()).rejects.toMatchObject({ kind: 'no_bucket', message: expect.stringContaining('check S3_BUCKET') });
    await expect(storage.openRead('a'.repeat(32))).rejects.toMatchObject({ kind: 'no_bucket' });
  });

  it('reports an endpoint where nothing listens', async () => {
    const storage = open({ endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(storage.storedNames()).rejects.toMatchObject({ kind: 'unreachable', message: expect.stringMatching(/ECONNREFUSED.*check S3_ENDPOINT/) });
  });

  it('streams a 50 MB file up and down without holding it in memory', async () => {
    const storage = open();
    await storage.commit(await received(storage, randomBytes(1000))); // loads the SDK's code before measuring
    const tempPath = storage.newTempPath();
    const digest = writeRandomFile(tempPath, 50 * MB);
    const bytesInBefore = server.stats.bytesIn;

    // Upload: the server stops reading at 1 MB. Streamed, memory then holds the bytes in flight
    // and the garbage of the first megabyte (client and server share this process: about 7 MB of
    // buffers, 2 MB of RSS); read whole (readFile), it holds all 50 MB.
    const upload = server.hold('upload', MB);
    const before = process.memoryUsage();
    const committing = storage.commit(tempPath);
    await upload.reached;
    await delay(300); // every buffer between the file and the paused server fills up meanwhile
    const during = process.memoryUsage();
    upload.release();
    const storedName = await committing;
    expect(during.arrayBuffers - before.arrayBuffers).toBeLessThan(16 * MB);
    expect(during.rss - before.rss).toBeLessThan(16 * MB);
    expect(server.stats.bytesIn - bytesInBefore).toBe(50 * MB);

    // Download: openRead answers while the server is stuck at 4 MB, so it cannot be buffering it all.
    const download = server.hold('download', 4 * MB);
    const stored = await within(storage.openRead(storedName), 5_000, 'still waiting' as const);
    download.release();
    expect(stored).not.toBe('still waiting');
    if (typeof stored !== 'object') throw new Error('openRead gave no stream');
    expect(stored.size).toBe(50 * MB);
    expect(await sha256OfStream(stored.body)).toBe(digest);

    // withLocalFile: the temp copy fills up as bytes arrive, while the server is stuck at 4 MB.
    const copying = server.hold('download', 4 * MB);
    const lending = storage.withLocalFile(storedName, (copy) => sha256OfStream(createReadStream(copy)));
    await copying.reached;
    const copySize = await waitForPartialCopy(path.dirname(tempPath), MB);
    copying.release();
    expect(copySize).toBeGreaterThanOrEqual(MB);
    expect(await lending).toBe(digest);
    expect(await readdir(path.dirname(tempPath))).toEqual([]);
  });
});

describe('the loopback S3 server', () => {
  let bucket: string;
  let client: S3Client;
  beforeEach(() => {
    bucket = server.createBucket();
    client = sdkClient();
  });
  afterEach(() => client.destroy());

  const put = (Key: string, Body: string | Buffer) => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body }));
  const getText = async (Key: string, Range?: string) => {
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }));
    if (!Body) throw new Error(`GetObject gave no body for ${Key}`);
    return Body.transformToString();
  };

  it('takes a body with Content-Length and a signed SHA-256, and keys that need encoding', async () => {
    const key = 'files/a b+c/ü&=?.txt';
    await put(key, Buffer.from('hello world'));
    expect(await getText(key)).toBe('hello world');
    expect(server.keys(bucket)).toEqual([key]);
  });

  it('takes a plain streamed body from a client that adds checksums only when required', async () => {
    const plain = sdkClient({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    const file = path.join(newDataDir(), 'plain');
    writeFileSync(file, randomBytes(300_000));
    await plain.send(new PutObjectCommand({ Bucket: bucket, Key: 'plain', Body: createReadStream(file), ContentLength: 300_000 }));
    plain.destroy();
    expect((await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'plain' }))).ContentLength).toBe(300_000);
  });

  it('serves byte ranges and refuses ones past the end', async () => {
    await put('digits', '0123456789');
    expect(await getText('digits', 'bytes=2-5')).toBe('2345');
    expect(await getText('digits', 'bytes=7-')).toBe('789');
    expect(await getText('digits', 'bytes=-3')).toBe('789');
    expect(await getText('digits', 'bytes=8-100')).toBe('89');
    await expect(getText('digits', 'bytes=10-')).rejects.toMatchObject({ name: 'InvalidRange', $metadata: { httpStatusCode: 416 } });
  });

  it('lists by prefix in pages with continuation tokens', async () => {
    for (const key of ['a/3', 'a/1', 'b/1', 'a/2']) await put(key, key);
    const first = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'a/', MaxKeys: 2 }));
    expect(first).toMatchObject({ KeyCount: 2, IsTruncated: true, Contents: [{ Key: 'a/1', Size: 3 }, { Key: 'a/2' }] });
    const rest = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'a/', MaxKeys: 2, ContinuationToken: first.NextContinuationToken }));
    expect(rest).toMatchObject({ KeyCount: 1, IsTruncated: false, Contents: [{ Key: 'a/3' }] });
    expect(rest.NextContinuationToken).toBeUndefined();
  });

  it('answers with S3 errors for missing keys and buckets', async () => {
    await expect(getText('nothing')).rejects.toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    await expect(client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'nothing' }))).rejects.toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    await expect(client.send(new ListObjectsV2Command({ Bucket: 'no-such-bucket' }))).rejects.toMatchObject({ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } });
  });

  it('refuses a request without a signature', async () => {
    const refusedBefore = server.stats.refused;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${server.endpoint}/${bucket}?list-type=2`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<Code>AccessDenied</Code>');
    expect(server.stats.refused - refusedBefore).toBe(1);
  });

  it('refuses a request changed after it was signed', async () => {
    await put('original', 'x');
    type Args = { input: ServiceInputTypes; request: unknown };
    const tamper = (next: (args: Args) => Promise<{ output: ServiceOutputTypes; response: unknown }>) => async (args: Args) => {
      const request = args.request as { path: string };
      request.path = request.path.replace('original', 'tampered');
      return next(args);
    };
    // Placed after the signer, so what reaches the server no longer matches its signature.
    client.middlewareStack.addRelativeTo(tamper, {
      relation: 'after',
      toMiddleware: 'httpSigningMiddleware',
      name: 'tamperAfterSigning',
    });
    await expect(getText('original')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
  });
});

describe('S3 settings from the environment', () => {
  const full = { S3_BUCKET: 'quorum-files', S3_ENDPOINT: 'http://minio.internal:9000/', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'very-secret' };

  it('keeps files local unless S3_BUCKET is set', () => {
    expect(loadStorageConfig({})).toEqual({ kind: 'local' });
    expect(loadStorageConfig({ S3_BUCKET: ' ', S3_REGION: 'eu-west-1' })).toEqual({ kind: 'local' });
  });

  it('reads S3 settings, with the defaults for region, path style and key prefix', () => {
    expect(loadStorageConfig({ S3_BUCKET: 'quorum-files' })).toEqual({
      kind: 's3',
      s3: { endpoint: undefined, bucket: 'quorum-files', region: 'us-east-1', credentials: undefined, forcePathStyle: true, keyPrefix: 'files/' },
    });
    expect(loadStorageConfig({ ...full, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false', S3_KEY_PREFIX: '' })).toEqual({
      kind: 's3',
      s3: { endpoint: 'http://minio.internal:9000', bucket: 'quorum-files', region: 'eu-central-1', credentials: { accessKeyId: 'AKID', secretAccessKey: 'very-secret' }, forcePathStyle: false, keyPrefix: '' },
    });
  });

  it.each([
    [{ ...full, S3_ENDPOINT: 'ftp://files' }, /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
    [{ ...full, S3_BUCKET: 'Quorum_Files' }, /S3_BUCKET: must be 3 to 63 lowercase letters/],
    [{ ...full, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    [{ ...full, S3_KEY_PREFIX: '/files' }, /S3_KEY_PREFIX: must be empty or folder names/],
    [{ S3_BUCKET: 'quorum-files', S3_ACCESS_KEY_ID: 'AKID' }, /set both, or neither/],
    [{ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'very-secret' }, /S3_BUCKET: must be set when S3_ENDPOINT, S3_SECRET_ACCESS_KEY are/],
  ])('refuses %j', (env, message) => {
    expect(() => loadStorageConfig(env)).toThrow(message);
    expect(() => loadStorageConfig(env)).toThrow(/^Invalid file storage configuration: /);
    expect(() => loadStorageConfig(env)).not.toThrow(/very-secret/);
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Random bytes through one reused 1 MB buffer, so making the file leaves no garbage behind; returns its SHA-256. */
function writeRandomFile(file: string, size: number): string {
  const block = Buffer.alloc(MB);
  const hash = createHash('sha256');
  const fd = openSync(file, 'wx');
  try {
    for (let written = 0; written < size; written += MB) {
      randomFillSync(block);
      writeSync(fd, block);
      hash.update(block);
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Waits (up to 5 s) until the one file in `dir` holds at least `bytes`, and returns its size. */
async function waitForPartialCopy(dir: string, bytes: number): Promise<number> {
  let size = 0;
  for (let waited = 0; waited < 5_000 && size < bytes; waited += 20) {
    const [copy] = await readdir(dir);
    size = copy ? statSync(path.join(dir, copy), { throwIfNoEntry: false })?.size ?? 0 : 0;
    if (size < bytes) await delay(20);
  }
  return size;
}
