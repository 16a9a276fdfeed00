/**
 * A real, minimal PDF deck (one Helvetica line per entry, a page per list) that the review agent's
 * PDF reader can read, so browser tests can create deals without any outside website.
 */
export function deckPdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = ['', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  const add = (body: string) => objects.push(body);
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const kids: number[] = [];
  for (const lines of pages) {
    const content = ['BT', '/F1 11 Tf', '14 TL', '40 800 Td', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
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
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A deck that reads as a strong company: revenue, growth, customers, team, market. */
export const STRONG_DECK = [
  ['Rocketly: launch scheduling for satellite operators', 'Rocketly is a SaaS platform that books rideshare launches for small satellite operators.'],
  ['Traction', 'We reached $2.4M ARR, growing 18% month over month.', 'More than 140 paying customers. Net revenue retention is 135%.'],
  ['Team', 'CEO Dana Ortiz, ex-SpaceX, previously founded LaunchPad (acquired by Airbus).', 'CTO Sam Lee, PhD in distributed systems.'],
  ['Market', 'The small-satellite launch market is a $12B market, growing at a 20% CAGR.'],
] as const;
