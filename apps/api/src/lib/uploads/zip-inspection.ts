import { open } from 'node:fs/promises';

/**
 * Office Open XML files (.docx, .xlsx) are ZIP archives, and a ZIP can be a bomb: a few hundred
 * KB that inflate to gigabytes in the admin's Word or in any tool that indexes it. The central
 * directory declares each entry's sizes, so the archive is judged without inflating anything.
 * Real documents compress XML about 10:1 and images not at all; 100:1 is far beyond either.
 */
export const MAX_ENTRY_RATIO = 100;
/** More than any real document: four times the 25 MB upload limit, inflated. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

export type ZipVerdict = { ok: true } | { ok: false; reason: string };

export async function inspectZip(filePath: string): Promise<ZipVerdict> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, END_RECORD_SIZE + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const endAt = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (endAt < 0 || tail.readUInt32LE(endAt) !== END_OF_DIRECTORY || endAt + END_RECORD_SIZE > tail.length) return { ok: false, reason: 'no ZIP directory' };
    const entries = tail.readUInt16LE(endAt + 10);
    const directorySize = tail.readUInt32LE(endAt + 12);
    const directoryOffset = tail.readUInt32LE(endAt + 16);
    // ZIP64 (sizes of 0xFFFFFFFF) is never needed for a document under 25 MB.
    if (entries === 0xffff || directoryOffset === 0xffffffff || entries > MAX_ENTRIES) return { ok: false, reason: 'ZIP64 or too many entries' };
    if (directoryOffset + directorySize > size) return { ok: false, reason: 'ZIP directory out of bounds' };
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let inflated = 0;
    let at = 0;
    for (let index = 0; index < entries; index += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return { ok: false, reason: 'damaged ZIP directory' };
      const compressed = directory.readUInt32LE(at + 20);
      const uncompressed = directory.readUInt32LE(at + 24);
      if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, reason: 'ZIP64 entry' };
      if (uncompressed > Math.max(compressed, 1) * MAX_ENTRY_RATIO && uncompressed > 1024 * 1024) return { ok: false, reason: 'an entry inflates more than 100:1' };
      inflated += uncompressed;
      if (inflated > MAX_INFLATED_BYTES) return { ok: false, reason: 'inflates to more than 100 MB' };
      at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return { ok: true };
  } finally {
    await handle.close();
  }
}
