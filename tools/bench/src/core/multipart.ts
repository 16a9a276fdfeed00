import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built synchronously (the load generator needs bodies without awaiting). */
export function multipartBody(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----quorum-bench-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
