import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive, its entries stored as they are (enough structure for Office Open XML detection)
 * or deflated, sizes declared truthfully in the central directory.
 */
function zipOf(entries: Record<string, Buffer>, method: 'stored' | 'deflated'): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const compression = method === 'deflated' ? 8 : 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = method === 'deflated' ? deflateRawSync(content, { level: 9 }) : content;
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(compression, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(compression, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function openXml(directory: 'word' | 'xl', mainType: string): Buffer {
  const part = directory === 'word' ? 'word/document.xml' : 'xl/workbook.xml';
  return zipOf(
    {
      '[Content_Types].xml': Buffer.from(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`),
      [part]: Buffer.from('<?xml version="1.0"?><document/>'),
    },
    'stored',
  );
}

/**
 * Real, tiny files for upload tests (test support only): what each magic-byte check must accept,
 * and look-alikes it must refuse.
 */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** A 1×1 transparent PNG. */
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  /** A 1×1 baseline JPEG. */
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  /** The ISO base media header of an iPhone HEIC photo (brand heic). */
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]),
  /** A Compound File Binary header, the container of .doc and .xls. */
  cfb: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: openXml('word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  xlsx: openXml('xl', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  text: Buffer.from('This is a plain text file pretending to be something else.\n'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n'),
} as const;

/** The sample bytes that match a file name's extension (PDF for anything unknown). */
export function sampleBytesFor(fileName: string): Buffer {
  if (/\.png$/i.test(fileName)) return SAMPLE_FILES.png;
  if (/\.jpe?g$/i.test(fileName)) return SAMPLE_FILES.jpeg;
  return SAMPLE_FILES.pdf;
}

/** A ZIP of deflated entries, sizes declared truthfully in the central directory. */
export function deflatedZip(entries: Record<string, Buffer>): Buffer {
  return zipOf(entries, 'deflated');
}

const WORD_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/** A Word-shaped zip bomb: a valid [Content_Types].xml and a document part that inflates to `inflatedMb` MB. */
export function zipBombDocx(inflatedMb = 200): Buffer {
  return deflatedZip({ '[Content_Types].xml': WORD_TYPES, 'word/document.xml': Buffer.alloc(inflatedMb * 1024 * 1024, 0x20) });
}

/** A real-sized, deflated Word file: 200 KB of varied text compresses far less than 100:1. */
export function deflatedDocx(): Buffer {
  const text = Array.from({ length: 4000 }, (_, index) => `<w:p><w:r><w:t>Paragraph ${index} of the bench statement, ${(index * 7919) % 10007}.</w:t></w:r></w:p>`).join('');
  return deflatedZip({ '[Content_Types].xml': WORD_TYPES, 'word/document.xml': Buffer.from(`<?xml version="1.0"?><w:document><w:body>${text}</w:body></w:document>`) });
}
