import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StreamedFile = { ok: true; size: number; sha256: string } | { ok: false; reason: 'too_large' };

class TooLarge extends Error {}

/**
 * Streams an upload to `target`, counting bytes and hashing as they pass, and stops as soon as it
 * exceeds `maxBytes` (the partial file is deleted). The file is fsynced before this resolves.
 * A source marked `truncated` (busboy's own limit) counts as too large as well.
 */
export async function streamToFile(source: Readable & { truncated?: boolean }, target: string, maxBytes: number): Promise<StreamedFile> {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new TooLarge());
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    // flush: the stream fsyncs its descriptor before closing it, so a resolved write is on disk
    // without opening the file a second time.
    await pipeline(source, meter, createWriteStream(target, { flags: 'wx', mode: 0o600, flush: true }));
    if (source.truncated) throw new TooLarge();
  } catch (error) {
    // 'wx' refused to open a file that already existed: that file is not ours to delete.
    if ((error as { code?: unknown }).code !== 'EEXIST') await rm(target, { force: true });
    if (error instanceof TooLarge || source.truncated) return { ok: false, reason: 'too_large' };
    throw error;
  }
  return { ok: true, size, sha256: hash.digest('hex') };
}
