import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from './storage-config';
import { createTempArea, isStoredName, newStoredName, type StoredFile, type UploadStorage } from './upload-storage';

export interface S3StorageOptions {
  /** Keys per ListObjectsV2 page; S3's maximum (1000) unless a test wants to see pagination. */
  listPageSize?: number;
  /** Where the AWS SDK's warnings go. */
  warn?: (message: string) => void;
}

export type S3FailureKind = 'unreachable' | 'credentials' | 'access_denied' | 'no_bucket' | 'failed';

/** An S3 request that failed, said in terms of the settings that would fix it; the SDK's error is the cause. */
export class S3StorageError extends Error {
  override readonly name = 'S3StorageError';
  constructor(
    message: string,
    readonly kind: S3FailureKind,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

const PUT_ATTEMPTS = 3;
const DELETE_CONCURRENCY = 8;
const NETWORK_CODE = /\b(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNABORTED)\b/;

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * Committed uploads as objects <keyPrefix><32 hex> in an S3-compatible bucket. Uploads are still
 * received and checked under DATA_DIR/files/.partial; commit streams the checked file up and then
 * deletes it, and a 200 from S3 is the durability promise (no fsync to make).
 */
export function createS3Storage(dataDir: string, settings: S3Settings, options: S3StorageOptions = {}): UploadStorage {
  const temp = createTempArea(dataDir);
  const client = createS3Client(settings, options.warn ?? ((message) => console.warn(message)));
  const { bucket } = settings;
  const keyOf = (storedName: string) => `${settings.keyPrefix}${storedName}`;
  const failure = (operation: string, error: unknown) => describeFailure(operation, settings, error);

  async function putFile(tempPath: string, key: string): Promise<void> {
    const { size } = await stat(tempPath);
    for (let attempt = 1; ; attempt++) {
      // A fresh stream for every attempt: the SDK never retries a streamed body, having no way to rewind it.
      const body = createReadStream(tempPath);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size, ContentType: 'application/octet-stream' }));
        return;
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS || !isTransient(error)) throw failure('PutObject', error);
        await delay(100 * 2 ** attempt);
      } finally {
        body.destroy();
      }
    }
  }

  async function commit(tempPath: string): Promise<string> {
    const storedName = newStoredName();
    await putFile(tempPath, keyOf(storedName));
    await rm(tempPath, { force: true });
    return storedName;
  }

  async function openRead(storedName: string): Promise<StoredFile | undefined> {
    if (!isStoredName(storedName)) return undefined;
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(storedName) })).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw failure('GetObject', error);
    });
    if (!answer) return undefined;
    const { Body, ContentLength } = answer;
    if (Body instanceof Readable && ContentLength !== undefined) return { body: Body, size: ContentLength };
    if (Body instanceof Readable) Body.destroy();
    throw failure('GetObject', new Error('the answer had no Node.js stream or no Content-Length'));
  }

  async function download(body: Readable, target: string): Promise<void> {
    try {
      await pipeline(body, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      throw failure('GetObject', error);
    }
  }

  return {
    ...temp,
    commit,
    async commitAll(tempPaths, onStored) {
      const names: string[] = [];
      for (const tempPath of tempPaths) {
        const storedName = await commit(tempPath);
        names.push(storedName);
        onStored?.(storedName);
      }
      return names;
    },
    openRead,
    async withLocalFile(storedName, use) {
      const stored = await openRead(storedName);
      if (!stored) return undefined;
      const copy = temp.newTempPath();
      try {
        await download(stored.body, copy);
        return await use(copy);
      } finally {
        await rm(copy, { force: true });
      }
    },
    async removeStored(storedNames) {
      const keys = storedNames.filter(isStoredName).map(keyOf);
      for (let from = 0; from < keys.length; from += DELETE_CONCURRENCY) {
        const batch = keys.slice(from, from + DELETE_CONCURRENCY);
        // S3 answers 204 for a key already gone, so there is nothing to ignore by hand.
        await Promise.all(batch.map((Key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch((error: unknown) => Promise.reject(failure('DeleteObject', error)))));
      }
    },
    async storedNames(modifiedBefore) {
      const names: string[] = [];
      try {
        const pages = paginateListObjectsV2({ client, pageSize: options.listPageSize ?? 1000 }, { Bucket: bucket, Prefix: settings.keyPrefix });
        for await (const page of pages) {
          for (const { Key, LastModified } of page.Contents ?? []) {
            const name = Key?.slice(settings.keyPrefix.length);
            // An object without a LastModified counts as new: it is never taken for an old one.
            const inTime = !modifiedBefore || (LastModified !== undefined && LastModified < modifiedBefore);
            if (Key?.startsWith(settings.keyPrefix) && name && isStoredName(name) && inTime) names.push(name);
          }
        }
      } catch (error) {
        throw failure('ListObjectsV2', error);
      }
      return names;
    },
    close: () => client.destroy(),
  };
}

export function createS3Client(settings: S3Settings, warn: (message: string) => void): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Fail within seconds on an endpoint that accepts nothing, instead of waiting on the OS.
    requestHandler: { connectionTimeout: 5_000 },
    logger: sdkLogger(warn),
  });
}

/**
 * The SDK logs every command (info) and every failure (error), including the NoSuchKey we turn
 * into undefined; our errors carry what matters. Its warnings pass through, except the one about
 * not retrying a streamed PutObject: putFile retries that itself with a fresh stream.
 */
function sdkLogger(warn: (message: string) => void) {
  const ignore = () => undefined;
  return {
    trace: ignore,
    debug: ignore,
    info: ignore,
    error: ignore,
    warn: (...content: unknown[]) => {
      const message = content.map(String).join(' ');
      if (!message.includes('non-retryable streaming request')) warn(message);
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GetObject says NoSuchKey for a missing object (and NoSuchBucket for a missing bucket, which stays an error). */
const isNotFound = (error: unknown) => (error as SdkError).name === 'NoSuchKey';

/**
 * The socket error's code, from `code` or else from the message: an error from another realm
 * (Jest's sandbox) reaches us re-wrapped by the SDK as "AWS SDK error wrapper for Error: connect ECONNREFUSED …".
 */
function networkCode(error: SdkError): string | undefined {
  return NETWORK_CODE.exec(error.code ?? '')?.[1] ?? NETWORK_CODE.exec(error.message ?? '')?.[1];
}

function isTransient(error: unknown): boolean {
  const sdkError = error as SdkError;
  const status = sdkError.$metadata?.httpStatusCode ?? 0;
  return status >= 500 || status === 429 || networkCode(sdkError) !== undefined || sdkError.name === 'TimeoutError' || sdkError.name === 'RequestTimeout';
}

function describeFailure(operation: string, settings: S3Settings, error: unknown): S3StorageError {
  const { kind, reason } = classify(error);
  const where = `bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
  return new S3StorageError(`S3 ${operation} on ${where} failed: ${reason}`, kind, { cause: error });
}

function classify(error: unknown): { kind: S3FailureKind; reason: string } {
  const { name, message, $metadata } = error as SdkError;
  const status = $metadata?.httpStatusCode;
  const code = networkCode(error as SdkError);
  if (code || name === 'TimeoutError') return { kind: 'unreachable', reason: `cannot reach the endpoint (${code ?? name}); check S3_ENDPOINT` };
  if (name === 'InvalidAccessKeyId') return { kind: 'credentials', reason: 'the server does not know this access key; check S3_ACCESS_KEY_ID' };
  if (name === 'SignatureDoesNotMatch') return { kind: 'credentials', reason: 'the server refused the request signature; check S3_SECRET_ACCESS_KEY (and S3_REGION)' };
  if (name === 'NoSuchBucket') return { kind: 'no_bucket', reason: 'the bucket does not exist; check S3_BUCKET' };
  if (status === 403) return { kind: 'access_denied', reason: `access denied (${name}); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy` };
  return { kind: 'failed', reason: `${name ?? 'Error'}: ${message ?? String(error)}${status ? ` (HTTP ${status})` : ''}` };
}
