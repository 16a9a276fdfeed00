import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { Gate, meter, readEmptyBody, receiveBody, type Hold } from './bodies';
import { listPage, parseRange, sortedKeys, type StoredObject } from './listing';
import { operationOf, parseTarget, S3Error, type Operation, type Target } from './protocol';
import { verifySignature } from './signing';
import { errorXml, listXml } from './xml';

export type { Hold } from './bodies';

/**
 * A small S3-compatible server on 127.0.0.1 for tests: path-style buckets, PutObject, GetObject
 * (with Range), HeadObject, DeleteObject, HeadBucket and ListObjectsV2, S3's XML errors, and every
 * request's AWS SigV4 signature checked against one key pair, so a test passing here proves the
 * client signs. Bodies stream to and from files; nothing holds an object in memory.
 */
export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Creates an empty bucket (a fresh, unique one unless named) and returns its name. */
  createBucket(name?: string): string;
  /** Keys in a bucket, sorted as S3 lists them. */
  keys(bucket: string): string[];
  stats: S3ServerStats;
  /** Pauses the next upload or download once `afterBytes` of its body have passed, until released. */
  hold(direction: 'upload' | 'download', afterBytes: number): Hold;
  /** The next `count` signed requests fail with this error (503 SlowDown unless given). */
  failNext(count: number, error?: { status: number; code: string }): void;
  /** Holds the next DeleteObject before it deletes anything: `reached` resolves when it arrives, and it goes on once released. */
  holdDelete(): { reached: Promise<void>; release(): void };
  close(): Promise<void>;
}

export interface S3ServerStats {
  /** Signed requests by operation name. */
  requests: Record<string, number>;
  /** Requests refused before reaching an operation: missing, unknown or wrong signatures. */
  refused: number;
  /** Object bytes received (decoded) and sent. */
  bytesIn: number;
  bytesOut: number;
}

export async function startS3Server(options: { accessKeyId?: string; secretAccessKey?: string; region?: string } = {}): Promise<S3TestServer> {
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'QUORUMTESTKEY',
    secretAccessKey: options.secretAccessKey ?? randomBytes(20).toString('base64url'),
  };
  const region = options.region ?? 'us-east-1';
  const root = path.join(tmpdir(), `quorum-s3-${randomBytes(6).toString('hex')}`);
  mkdirSync(path.join(root, 'objects'), { recursive: true });
  const buckets = new Map<string, Map<string, StoredObject>>();
  const stats: S3ServerStats = { requests: {}, refused: 0, bytesIn: 0, bytesOut: 0 };
  let pendingHold: { direction: 'upload' | 'download'; gate: Gate } | undefined;
  const failures: { status: number; code: string }[] = [];
  let pendingDelete: { arrived(): void; released: Promise<void>; release(): void } | undefined;

  const takeGate = (direction: 'upload' | 'download') => {
    if (pendingHold?.direction !== direction) return undefined;
    const { gate } = pendingHold;
    pendingHold = undefined;
    return gate;
  };

  const objectsOf = (bucket: string) => {
    const objects = buckets.get(bucket);
    if (!objects) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    return objects;
  };
  const objectAt = (target: Target) => {
    const found = objectsOf(target.bucket).get(target.key ?? '');
    if (!found) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    return found;
  };

  async function putObject(req: IncomingMessage, res: ServerResponse, target: Target, payloadHash: string) {
    const objects = objectsOf(target.bucket);
    if (req.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented', 'CopyObject is not supported by the test server.');
    const incoming = path.join(root, 'objects', randomBytes(16).toString('hex'));
    const received = await receiveBody(req, payloadHash, incoming, takeGate('upload'), (bytes) => (stats.bytesIn += bytes)).catch(async (error: unknown) => {
      await rm(incoming, { force: true });
      throw error;
    });
    const previous = objects.get(target.key ?? '');
    objects.set(target.key ?? '', { file: incoming, size: received.size, etag: `"${received.md5}"`, lastModified: new Date(), crc32: received.crc32 });
    if (previous) await rm(previous.file, { force: true });
    res.writeHead(200, { etag: `"${received.md5}"`, 'x-amz-checksum-crc32': received.crc32 }).end();
  }

  async function getObject(req: IncomingMessage, res: ServerResponse, target: Target, withBody: boolean) {
    const object = objectAt(target);
    const range = parseRange(req.headers.range, object.size);
    const headers: Record<string, string | number> = {
      'content-type': 'application/octet-stream',
      'content-length': range ? range.end - range.start + 1 : object.size,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
    };
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${object.size}`;
    // Like S3: a whole-object checksum only for whole-object reads that ask for it.
    else if (req.headers['x-amz-checksum-mode'] === 'ENABLED') Object.assign(headers, { 'x-amz-checksum-crc32': object.crc32, 'x-amz-checksum-type': 'FULL_OBJECT' });
    res.writeHead(range ? 206 : 200, headers);
    if (!withBody || object.size === 0) return void res.end();
    const source = createReadStream(object.file, range ?? {});
    await pipeline(source, meter((chunk) => (stats.bytesOut += chunk.length), takeGate('download')), res);
  }

  function listObjects(res: ServerResponse, target: Target) {
    const page = listPage(objectsOf(target.bucket), target.query);
    res.writeHead(200, { 'content-type': 'application/xml' }).end(listXml(target.bucket, target.query, page));
  }

  async function dispatch(operation: Operation, req: IncomingMessage, res: ServerResponse, target: Target, payloadHash: string) {
    if (operation === 'PutObject') return putObject(req, res, target, payloadHash);
    await readEmptyBody(req, payloadHash);
    switch (operation) {
      case 'HeadBucket':
        objectsOf(target.bucket);
        return void res.writeHead(200).end();
      case 'ListObjectsV2':
        return listObjects(res, target);
      case 'GetObject':
        return getObject(req, res, target, true);
      case 'HeadObject':
        return getObject(req, res, target, false);
      case 'DeleteObject': {
        const held = pendingDelete;
        pendingDelete = undefined;
        if (held) {
          held.arrived();
          await held.released;
        }
        const gone = objectsOf(target.bucket).get(target.key ?? '');
        objectsOf(target.bucket).delete(target.key ?? '');
        if (gone) await rm(gone.file, { force: true });
        return void res.writeHead(204).end();
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    res.setHeader('x-amz-request-id', requestId);
    let target: Target | undefined;
    try {
      target = parseTarget(req.url ?? '/');
      const payloadHash = signatureChecked(req, target);
      const operation = operationOf(req, target);
      stats.requests[operation] = (stats.requests[operation] ?? 0) + 1;
      const failure = failures.shift();
      if (failure) throw new S3Error(failure.status, failure.code, 'Injected failure.');
      await dispatch(operation, req, res, target, payloadHash);
    } catch (error) {
      await sendError(req, res, error, target, requestId);
    }
  }

  function signatureChecked(req: IncomingMessage, target: Target): string {
    try {
      return verifySignature(req, target, credentials, region, Date.now());
    } catch (error) {
      stats.refused += 1;
      throw error;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    ...credentials,
    createBucket(name = `bucket-${randomBytes(6).toString('hex')}`) {
      buckets.set(name, new Map());
      return name;
    },
    keys: (bucket) => sortedKeys(objectsOf(bucket)),
    stats,
    hold(direction, afterBytes) {
      const gate = new Gate(afterBytes);
      pendingHold = { direction, gate };
      return gate;
    },
    failNext(count, error = { status: 503, code: 'SlowDown' }) {
      for (let i = 0; i < count; i++) failures.push(error);
    },
    holdDelete() {
      let arrived: () => void = () => undefined;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      pendingDelete = { arrived, released, release };
      return { reached, release };
    },
    async close() {
      pendingHold?.gate.release();
      pendingDelete?.release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function sendError(req: IncomingMessage, res: ServerResponse, error: unknown, target: Target | undefined, requestId: string): Promise<void> {
  const s3Error = error instanceof S3Error ? error : new S3Error(500, 'InternalError', `We encountered an internal error: ${(error as Error).message}`);
  if (res.headersSent) return void res.destroy();
  // Read what is left of the body first, so the client hears the error instead of a reset.
  if (!req.readableEnded && !req.destroyed) {
    req.resume();
    await finished(req).catch(() => undefined);
  }
  if (req.destroyed && !req.complete) return void res.destroy();
  res.writeHead(s3Error.status, { 'content-type': 'application/xml' });
  // HEAD responses carry no body, so S3 clients learn only the status there.
  res.end(req.method === 'HEAD' ? undefined : errorXml(s3Error, target, requestId));
}
