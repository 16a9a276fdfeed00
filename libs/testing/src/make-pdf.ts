/**
 * Test-only: writes a real, minimal PDF (one Helvetica text line per entry, a page per list) with a
 * correct cross-reference table, so pdf.js reads it like any deck. Not imported by production code.
 */
export function makePdf(pages: readonly (readonly string[])[], options: { title?: string; fontSize?: number } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add(''); // 1: catalog, filled in below
  add(''); // 2: page tree
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'); // 3
  const info = options.title ? add(`<< /Title (${escape(options.title)}) >>`) : undefined;
  const kids: number[] = [];
  for (const lines of pages) {
    const content = ['BT', `/F1 ${options.fontSize ?? 11} Tf`, '14 TL', '40 800 Td', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function escape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}
