import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { AwsChunkedDecoder } from './aws-chunked';
import { headerValue, S3Error } from './protocol';

const SUPPORTED_CHECKSUMS = new Set(['crc32', 'sha1', 'sha256']);

export interface ReceivedBody {
  size: number;
  md5: string;
  crc32: string;
}

export interface Hold {
  /** Resolves once the transfer has paused. */
  reached: Promise<void>;
  release(): void;
}

/**
 * Streams a PutObject body into `file`. Plain bodies are checked against a hex payload hash;
 * aws-chunked bodies (STREAMING-UNSIGNED-PAYLOAD-TRAILER, what the AWS SDK sends for a stream by
 * default) are decoded and checked against their trailing checksum. Signed chunks are refused
 * rather than accepted unverified.
 */
export async function receiveBody(req: IncomingMessage, payloadHash: string, file: string, gate: Gate | undefined, onBytes: (count: number) => void): Promise<ReceivedBody> {
  const chunked = payloadHash.startsWith('STREAMING-');
  if (chunked && payloadHash !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') throw new S3Error(501, 'NotImplemented', `${payloadHash} bodies are not supported by the test server.`);
  if (!chunked && payloadHash !== 'UNSIGNED-PAYLOAD' && !/^[0-9a-f]{64}$/.test(payloadHash)) throw new S3Error(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, or a SHA256 value.');
  const declaredLength = headerValue(req, chunked ? 'x-amz-decoded-content-length' : 'content-length');
  if (!/^\d+$/.test(declaredLength)) throw new S3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
  const checksum = declaredChecksum(req, chunked);
  // CRC32 is kept as a running number; the other checksum algorithms are hashes.
  const checksumHash = checksum && checksum.algorithm !== 'crc32' ? createHash(checksum.algorithm) : undefined;
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let crc = 0;
  let size = 0;
  const decoder = chunked ? new AwsChunkedDecoder() : undefined;
  const counted = meter((chunk) => {
    size += chunk.length;
    onBytes(chunk.length);
    crc = crc32(chunk, crc);
    for (const hash of [md5, sha256, checksumHash]) hash?.update(chunk);
  }, gate);
  await pipeline([req, ...(decoder ? [decoder] : []), counted, createWriteStream(file, { flags: 'wx' })]);

  if (size !== Number(declaredLength)) throw new S3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
  if (!chunked && payloadHash !== 'UNSIGNED-PAYLOAD' && sha256.digest('hex') !== payloadHash) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  const crcBase64 = crcToBase64(crc);
  if (checksum) {
    const sent = decoder ? decoder.trailers.get(checksum.header) : checksum.value;
    const computed = checksumHash ? checksumHash.digest('base64') : crcBase64;
    if (sent !== computed) throw new S3Error(400, 'BadDigest', `The ${checksum.header} you specified did not match the calculated checksum.`);
  }
  const md5Digest = md5.digest();
  const contentMd5 = headerValue(req, 'content-md5');
  if (contentMd5 && contentMd5 !== md5Digest.toString('base64')) throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  return { size, md5: md5Digest.toString('hex'), crc32: crcBase64 };
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
export async function readEmptyBody(req: IncomingMessage, payloadHash: string): Promise<void> {
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

/** Counts what passes and, given a gate, pauses the stream at the gate's threshold until released. */
export function meter(onChunk: (chunk: Buffer) => void, gate: Gate | undefined): Transform {
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

/** Where a test holds a transfer: `pause` (by the stream) resolves `reached` and waits for `release` (by the test). */
export class Gate implements Hold {
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
