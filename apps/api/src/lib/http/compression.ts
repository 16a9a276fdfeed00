import { negotiate } from '@fastify/accept-negotiator';
import zlib from 'node:zlib';

/**
 * How the API compresses its answers, shared by the compression plugin (plugins/compression.ts)
 * and the cached lists, which keep their compressed bytes (lib/response-cache.ts).
 */

/** Best first. Fixed, so every Node line answers alike (Node 22 and later would offer zstd too). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Answers shorter than this go as they are: they fit in one TCP segment either way, and the
 * compressor's setup would cost more than the bytes it saves.
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli at quality 4, the usual choice for answers made per request: 11 (zlib's default) takes
 * tens of times longer for a few percent fewer bytes. The cached lists use the same: they are
 * compressed again after every write, while the first request after it waits.
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** The encoding to answer in for this Accept-Encoding, or undefined for the bytes as they are. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (!header) return undefined;
  const chosen = negotiate(header, [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Compressed on libuv's thread pool, so a megabyte list does not hold the event loop. */
export function compressBytes(encoding: Encoding, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, compressed: Buffer) => (error ? reject(error) : resolve(compressed));
    if (encoding === 'br') zlib.brotliCompress(bytes, BROTLI_OPTIONS, done);
    else zlib.gzip(bytes, GZIP_OPTIONS, done);
  });
}
