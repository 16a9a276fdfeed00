import { SAMPLE_FILES, zipBombDocx } from '@quorum/testing';

const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/member/profile")</script></body></html>\n');

/** Files that lie about what they are, each with the name and declared type an attacker would send. */
export const HOSTILE_FILES: ReadonlyArray<{ label: string; name: string; type: string; bytes: () => Buffer }> = [
  { label: 'HTML named .pdf', name: 'statement.pdf', type: 'application/pdf', bytes: () => html },
  { label: 'PNG bytes + HTML named .pdf (polyglot)', name: 'scan.pdf', type: 'application/pdf', bytes: () => Buffer.concat([SAMPLE_FILES.png, html]) },
  { label: 'PDF/HTML polyglot named .html', name: 'page.html', type: 'text/html', bytes: () => Buffer.concat([SAMPLE_FILES.pdf, html]) },
  { label: 'JPEG/ZIP polyglot named .png', name: 'photo.png', type: 'image/png', bytes: () => Buffer.concat([SAMPLE_FILES.jpeg, SAMPLE_FILES.docx]) },
  { label: 'GIF/JavaScript polyglot named .jpg', name: 'avatar.jpg', type: 'image/jpeg', bytes: () => Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.cookie);//') },
  { label: 'Windows executable named .png', name: 'setup.png', type: 'image/png', bytes: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]) },
  { label: 'SVG with script named .png', name: 'logo.png', type: 'image/svg+xml', bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { label: 'plain text named .jpeg', name: 'id.jpeg', type: 'image/jpeg', bytes: () => SAMPLE_FILES.text },
  { label: 'empty file named .pdf', name: 'empty.pdf', type: 'application/pdf', bytes: () => Buffer.alloc(0) },
  { label: 'zip bomb renamed .docx (200 MB inflated)', name: 'income.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: () => zipBombDocx(200) },
  { label: 'path traversal ../../../../tmp/evil.pdf', name: '../../../../tmp/evil.pdf', type: 'application/pdf', bytes: () => SAMPLE_FILES.pdf },
  { label: 'path traversal ..\\..\\windows\\evil.pdf', name: '..\\..\\windows\\evil.pdf', type: 'application/pdf', bytes: () => SAMPLE_FILES.pdf },
  { label: 'absolute path /etc/cron.d/evil.pdf', name: '/etc/cron.d/evil.pdf', type: 'application/pdf', bytes: () => SAMPLE_FILES.pdf },
  { label: 'control characters in the name', name: 'evil\u0000.pdf', type: 'application/pdf', bytes: () => SAMPLE_FILES.pdf },
];
