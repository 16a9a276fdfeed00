export type IconContentType = 'image/x-icon' | 'image/png' | 'image/gif' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type the bytes really are, or undefined. We trust the bytes, never the server's
 * Content-Type: sites answer a missing icon with an HTML page labelled image/png.
 * SVG is refused outright: it is a document that can carry script, and a raster icon or the
 * default logo is always an acceptable answer.
 */
export function sniffImage(bytes: Buffer): IconContentType | undefined {
  if (isIco(bytes)) return 'image/x-icon';
  if (bytes.length > 16 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR') return 'image/png';
  if (bytes.length > 10 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'image/gif';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** ICONDIR: reserved 0, type 1, at least one 16-byte directory entry. */
function isIco(bytes: Buffer): boolean {
  if (bytes.length < 6 + 16) return false;
  const count = bytes.readUInt16LE(4);
  return bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1 && count > 0 && bytes.length >= 6 + 16 * count;
}
