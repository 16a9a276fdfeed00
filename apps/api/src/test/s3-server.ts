import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';

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

export interface Hold {
  /** Resolves once the transfer has paused. */
  reached: Promise<void>;
  release(): void;
}

interface StoredObject {
  file: string;
  size: number;
  etag: string;
  lastModified: Date;
  crc32: string;
}

interface Target {
  bucket: string;
  key: string | undefined;
  rawPath: string;
  rawQuery: string;
  query: URLSearchParams;
}

type Operation = 'HeadBucket' | 'ListObjectsV2' | 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject';

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SKEW_MS = 15 * 60_000;
const SUPPORTED_CHECKSUMS = new Set(['crc32', 'sha1', 'sha256']);
const OBJECT_QUERY = new Set(['x-id']);
const LIST_QUERY = new Set(['x-id', 'list-type', 'prefix', 'continuation-token', 'max-keys', 'start-after', 'fetch-owner']);

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
    async close() {
      pendingHold?.gate.release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Path-style addressing: /<bucket>/<key>, the key percent-decoded once. */
function parseTarget(url: string): Target {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const rawQuery = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const slash = rawPath.indexOf('/', 1);
  try {
    const bucket = decodeURIComponent(rawPath.slice(1, slash < 0 ? undefined : slash));
    const key = slash < 0 ? '' : decodeURIComponent(rawPath.slice(slash + 1));
    return { bucket, key: key || undefined, rawPath, rawQuery, query: new URLSearchParams(rawQuery) };
  } catch {
    throw new S3Error(400, 'InvalidURI', 'Could not parse the specified URI.');
  }
}

function operationOf(req: IncomingMessage, target: Target): Operation {
  if (!target.bucket) throw new S3Error(501, 'NotImplemented', 'ListBuckets is not supported by the test server.');
  const allowed = target.key === undefined ? LIST_QUERY : OBJECT_QUERY;
  const unsupported = [...target.query.keys()].find((name) => !allowed.has(name) && !name.toLowerCase().startsWith('x-amz-'));
  if (unsupported) throw new S3Error(501, 'NotImplemented', `The ${unsupported} parameter is not supported by the test server.`);
  const method = req.method ?? 'GET';
  if (target.key === undefined) {
    if (method === 'HEAD') return 'HeadBucket';
    if (method === 'GET' && target.query.get('list-type') === '2') return 'ListObjectsV2';
    throw new S3Error(501, 'NotImplemented', `${method} on a bucket (other than ListObjectsV2) is not supported by the test server.`);
  }
  const byMethod: Record<string, Operation> = { PUT: 'PutObject', GET: 'GetObject', HEAD: 'HeadObject', DELETE: 'DeleteObject' };
  const operation = byMethod[method];
  if (!operation) throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  return operation;
}

// ---- AWS Signature Version 4 --------------------------------------------------------------------

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/([^/,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** Verifies the request's SigV4 signature as S3 does and returns the declared payload hash. */
function verifySignature(req: IncomingMessage, target: Target, credentials: { accessKeyId: string; secretAccessKey: string }, region: string, now: number): string {
  const authorization = req.headers.authorization;
  if (!authorization) {
    if (target.query.has('X-Amz-Signature')) throw new S3Error(501, 'NotImplemented', 'Presigned URLs are not supported by the test server.');
    throw new S3Error(403, 'AccessDenied', 'Access Denied');
  }
  const match = AUTHORIZATION.exec(authorization);
  if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const [, accessKeyId, day, scopeRegion, service, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (service !== 's3' || scopeRegion !== region) throw new S3Error(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'.`);
  const amzDate = headerValue(req, 'x-amz-date');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) throw new S3Error(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope.');
  if (Math.abs(now - Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`)) > MAX_SKEW_MS) {
    throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  const signedHeaders = signedHeaderList!.split(';');
  const unsigned = ['host', ...Object.keys(req.headers).filter((name) => name.startsWith('x-amz-'))].filter((name) => !signedHeaders.includes(name));
  if (unsigned.length > 0) throw new S3Error(403, 'AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}`);
  const payloadHash = headerValue(req, 'x-amz-content-sha256');
  if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');

  const canonicalRequest = [
    req.method,
    target.rawPath || '/',
    canonicalQuery(target.rawQuery),
    signedHeaders.map((name) => `${name}:${canonicalHeader(req, name)}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${scopeRegion}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ([day!, scopeRegion!, 's3', 'aws4_request'] as const).reduce<Buffer>((key, part) => hmac(key, part), Buffer.from(`AWS4${credentials.secretAccessKey}`));
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  return payloadHash;
}

const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const headerValue = (req: IncomingMessage, name: string) => req.headersDistinct[name]?.join(',') ?? '';
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalHeader(req: IncomingMessage, name: string): string {
  const values = req.headersDistinct[name];
  if (!values) throw new S3Error(403, 'SignatureDoesNotMatch', `The signed header ${name} is missing from the request.`);
  return values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',');
}

/** Every parameter decoded, then encoded the strict SigV4 way, sorted by name then value. */
function canonicalQuery(rawQuery: string): string {
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const [name, value] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
      try {
        return `${uriEncode(decodeURIComponent(name))}=${uriEncode(decodeURIComponent(value))}`;
      } catch {
        throw new S3Error(400, 'InvalidArgument', 'The query string is not valid percent-encoding.');
      }
    });
  return pairs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('&');
}

// ---- Request bodies -----------------------------------------------------------------------------

interface ReceivedBody {
  size: number;
  md5: string;
  crc32: string;
}

/**
 * Streams a PutObject body into `file`. Plain bodies are checked against a hex payload hash;
 * aws-chunked bodies (STREAMING-UNSIGNED-PAYLOAD-TRAILER, what the AWS SDK sends for a stream by
 * default) are decoded and checked against their trailing checksum. Signed chunks are refused
 * rather than accepted unverified.
 */
async function receiveBody(req: IncomingMessage, payloadHash: string, file: string, gate: Gate | undefined, onBytes: (count: number) => void): Promise<ReceivedBody> {
  const chunked = payloadHash.startsWith('STREAMING-');
  if (chunked && payloadHash !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') throw new S3Error(501, 'NotImplemented', `${payloadHash} bodies are not supported by the test server.`);
  if (!chunked && payloadHash !== 'UNSIGNED-PAYLOAD' && !/^[0-9a-f]{64}$/.test(payloadHash)) throw new S3Error(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, or a SHA256 value.');
  const declaredLength = headerValue(req, chunked ? 'x-amz-decoded-content-length' : 'content-length');
  if (!/^\d+$/.test(declaredLength)) throw new S3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
  const checksum = declaredChecksum(req, chunked);
  const digests = { md5: createHash('md5'), sha256: createHash('sha256'), checksum: checksum && checksum.algorithm !== 'crc32' ? createHash(checksum.algorithm) : undefined };
  let crc = 0;
  let size = 0;
  const decoder = chunked ? new AwsChunkedDecoder() : undefined;
  const counted = meter((chunk) => {
    size += chunk.length;
    onBytes(chunk.length);
    crc = crc32(chunk, crc);
    for (const hash of Object.values(digests)) hash?.update(chunk);
  }, gate);
  await pipeline([req, ...(decoder ? [decoder] : []), counted, createWriteStream(file, { flags: 'wx' })]);

  if (size !== Number(declaredLength)) throw new S3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
  if (!chunked && payloadHash !== 'UNSIGNED-PAYLOAD' && digests.sha256.digest('hex') !== payloadHash) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  const crcBase64 = crcToBase64(crc);
  if (checksum) {
    const sent = decoder ? decoder.trailers.get(checksum.header) : checksum.value;
    const computed = checksum.algorithm === 'crc32' ? crcBase64 : digests.checksum!.digest('base64');
    if (sent !== computed) throw new S3Error(400, 'BadDigest', `The ${checksum.header} you specified did not match the calculated checksum.`);
  }
  const md5 = digests.md5.digest();
  const contentMd5 = headerValue(req, 'content-md5');
  if (contentMd5 && contentMd5 !== md5.toString('base64')) throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  return { size, md5: md5.toString('hex'), crc32: crcBase64 };
}

/** The checksum the client promised: an x-amz-checksum-* header, or the trailer x-amz-trailer names. */
function declaredChecksum(req: IncomingMessage, chunked: boolean): { algorithm: string; header: string; value: string } | undefined {
  const header = chunked ? headerValue(req, 'x-amz-trailer').toLowerCase() : Object.keys(req.headers).find((name) => /^x-amz-checksum-(?!mode$|type$|algorithm$)/.test(name));
  if (!header) return undefined;
  const algorithm = header.replace(/^x-amz-checksum-/, '');
  if (!header.startsWith('x-amz-checksum-') || !SUPPORTED_CHECKSUMS.has(algorithm)) throw new S3Error(501, 'NotImplemented', `The test server checks CRC32, SHA1 and SHA256 checksums, not ${header}.`);
  return { algorithm, header, value: chunked ? '' : headerValue(req, header) };
}

const crcToBase64 = (crc: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc >>> 0);
  return bytes.toString('base64');
};

/** Bodies of everything but PutObject are empty; their payload hash is still checked. */
async function readEmptyBody(req: IncomingMessage, payloadHash: string): Promise<void> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1024 * 1024) throw new S3Error(400, 'MaxMessageLengthExceeded', 'Your request was too big.');
    hash.update(chunk);
  }
  if (/^[0-9a-f]{64}$/.test(payloadHash) ? hash.digest('hex') !== payloadHash : payloadHash !== 'UNSIGNED-PAYLOAD' && size > 0) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
}

/**
 * The aws-chunked content encoding with unsigned chunks: `<hex size>\r\n<data>\r\n` repeated, a
 * zero-size chunk, then trailer lines (`name:value\r\n`) and an empty line. Decoded as it streams.
 */
class AwsChunkedDecoder extends Transform {
  readonly trailers = new Map<string, string>();
  private state: 'size' | 'data' | 'data-end' | 'trailer' | 'done' = 'size';
  private line = '';
  private remaining = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.consume(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    callback(this.state === 'done' ? null : new S3Error(400, 'IncompleteBody', 'The aws-chunked body ended before its final chunk and trailers.'));
  }

  private consume(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, chunk.length - at);
        this.push(chunk.subarray(at, at + take));
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'data-end';
        continue;
      }
      if (this.state === 'done') throw malformedChunk('bytes after the trailers');
      const newline = chunk.indexOf(0x0a, at);
      const end = newline < 0 ? chunk.length : newline + 1;
      this.line += chunk.toString('latin1', at, end);
      at = end;
      if (this.line.length > 8192) throw malformedChunk('a line longer than 8 KiB');
      if (newline >= 0) this.onLine(this.line);
    }
  }

  private onLine(raw: string): void {
    this.line = '';
    if (!raw.endsWith('\r\n')) throw malformedChunk('a line not ended by CRLF');
    const line = raw.slice(0, -2);
    if (this.state === 'data-end') {
      if (line !== '') throw malformedChunk('chunk data longer than its size');
      this.state = 'size';
    } else if (this.state === 'size') {
      // A `;chunk-signature=` extension belongs to signed chunks, which this server refuses.
      if (!/^[0-9a-fA-F]{1,15}$/.test(line)) throw malformedChunk(`the chunk header "${line.slice(0, 80)}"`);
      this.remaining = Number.parseInt(line, 16);
      this.state = this.remaining === 0 ? 'trailer' : 'data';
    } else if (line === '') {
      this.state = 'done';
    } else {
      const colon = line.indexOf(':');
      if (colon <= 0) throw malformedChunk(`the trailer "${line.slice(0, 80)}"`);
      this.trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
}

const malformedChunk = (what: string) => new S3Error(400, 'InvalidChunkSizeError', `Malformed aws-chunked body: ${what}.`);

/** Counts what passes and, given a gate, pauses the stream at the gate's threshold until released. */
function meter(onChunk: (chunk: Buffer) => void, gate: Gate | undefined): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onChunk(chunk);
      passed += chunk.length;
      if (!gate || passed < gate.afterBytes) return callback(null, chunk);
      this.push(chunk);
      gate.pause().then(() => callback(), callback);
      gate = undefined;
    },
  });
}

class Gate implements Hold {
  readonly reached: Promise<void>;
  private readonly released: Promise<void>;
  private onReached: () => void = () => undefined;
  private onReleased: () => void = () => undefined;

  constructor(readonly afterBytes: number) {
    this.reached = new Promise((resolve) => (this.onReached = resolve));
    this.released = new Promise((resolve) => (this.onReleased = resolve));
  }

  pause(): Promise<void> {
    this.onReached();
    return this.released;
  }

  release = (): void => this.onReleased();
}

// ---- Listing, ranges and XML --------------------------------------------------------------------

/** S3 lists keys in UTF-8 byte order. */
const sortedKeys = (objects: Map<string, StoredObject>) => [...objects.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));

function listPage(objects: Map<string, StoredObject>, query: URLSearchParams) {
  const prefix = query.get('prefix') ?? '';
  const maxKeysText = query.get('max-keys') ?? '1000';
  if (!/^\d+$/.test(maxKeysText)) throw new S3Error(400, 'InvalidArgument', 'max-keys must be a non-negative integer.');
  const maxKeys = Math.min(Number(maxKeysText), 1000);
  const token = query.get('continuation-token');
  const after = token === null ? (query.get('start-after') ?? '') : Buffer.from(token, 'base64url').toString('utf8');
  if (token !== null && (!token || Buffer.from(after).toString('base64url') !== token)) throw new S3Error(400, 'InvalidArgument', 'The continuation token provided is incorrect.');
  const keys = sortedKeys(objects).filter((key) => key.startsWith(prefix) && Buffer.compare(Buffer.from(key), Buffer.from(after)) > 0);
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length && page.length > 0;
  return { prefix, maxKeys, token, truncated, next: truncated ? Buffer.from(page.at(-1)!).toString('base64url') : undefined, contents: page.map((key) => ({ key, ...objects.get(key)! })) };
}

function listXml(bucket: string, query: URLSearchParams, page: ReturnType<typeof listPage>): string {
  const startAfter = query.get('start-after');
  const contents = page.contents.map(
    (item) =>
      `<Contents>${tag('Key', item.key)}${tag('LastModified', item.lastModified.toISOString())}${tag('ETag', item.etag)}${tag('Size', String(item.size))}${tag('StorageClass', 'STANDARD')}</Contents>`,
  );
  return xmlDocument(
    'ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"',
    [
      tag('Name', bucket),
      tag('Prefix', page.prefix),
      page.token !== null ? tag('ContinuationToken', page.token) : '',
      startAfter !== null ? tag('StartAfter', startAfter) : '',
      tag('KeyCount', String(page.contents.length)),
      tag('MaxKeys', String(page.maxKeys)),
      tag('IsTruncated', String(page.truncated)),
      page.next ? tag('NextContinuationToken', page.next) : '',
      ...contents,
    ].join(''),
    'ListBucketResult',
  );
}

/** One `bytes=` range as S3 honours it; anything S3 would ignore (several ranges, junk) means the whole object. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  const range = first === '' ? { start: Math.max(size - Number(last), 0), end: size - 1 } : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  if (range.start >= size || range.start > range.end || (first === '' && Number(last) === 0)) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
  return range;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const xmlDocument = (open: string, body: string, close: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<${open}>${body}</${close}>`;

async function sendError(req: IncomingMessage, res: ServerResponse, error: unknown, target: Target | undefined, requestId: string): Promise<void> {
  const s3Error = error instanceof S3Error ? error : new S3Error(500, 'InternalError', `We encountered an internal error: ${(error as Error).message}`);
  if (res.headersSent) return void res.destroy();
  // Read what is left of the body first, so the client hears the error instead of a reset.
  if (!req.readableEnded && !req.destroyed) {
    req.resume();
    await finished(req).catch(() => undefined);
  }
  if (req.destroyed && !req.complete) return void res.destroy();
  const details = [
    tag('Code', s3Error.code),
    tag('Message', s3Error.message),
    target?.key !== undefined ? tag('Key', target.key) : '',
    target?.bucket ? tag('BucketName', target.bucket) : '',
    tag('Resource', target?.rawPath ?? '/'),
    tag('RequestId', requestId),
  ].join('');
  res.writeHead(s3Error.status, { 'content-type': 'application/xml' });
  // HEAD responses carry no body, so S3 clients learn only the status there.
  res.end(req.method === 'HEAD' ? undefined : xmlDocument('Error', details, 'Error'));
}

