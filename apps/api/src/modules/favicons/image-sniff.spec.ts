import { sniffImage } from './image-sniff';
import { ICO_BYTES, PNG_BYTES } from './test-site';

const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);

describe('sniffImage', () => {
  it.each([
    ['ICO', ICO_BYTES, 'image/x-icon'],
    ['PNG', PNG_BYTES, 'image/png'],
    ['GIF', gif, 'image/gif'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['WebP', webp, 'image/webp'],
  ])('recognises %s by its bytes', (_name, bytes, type) => {
    expect(sniffImage(bytes)).toBe(type);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><html><body>Not found</body></html>')],
    ['an XML error', Buffer.from('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>')],
    ['SVG (it can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['nothing', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG_BYTES.subarray(0, 8)],
    ['an ICO header with no entries', Buffer.concat([Buffer.from([0, 0, 1, 0, 0, 0]), Buffer.alloc(16)])],
    ['an ICO claiming more entries than it holds', Buffer.concat([Buffer.from([0, 0, 1, 0, 9, 0]), Buffer.alloc(16)])],
    ['a cursor file', Buffer.concat([Buffer.from([0, 0, 2, 0, 1, 0]), Buffer.alloc(16)])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeUndefined();
  });
});
