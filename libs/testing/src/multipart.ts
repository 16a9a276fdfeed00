/** One part of a multipart/form-data body, as the stand-in API reads it. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/**
 * Splits a multipart body into its parts, in order (the order matters: the upload contract puts
 * applicantId and documentType before the files). Enough for test bodies, not a general parser.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined): FormPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return [];
  const parts: FormPart[] = [];
  const delimiter = Buffer.from(`--${marker}`);
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
      const name = /name="([^"]*)"/.exec(disposition)?.[1] ?? '';
      const filename = /filename="([^"]*)"/.exec(disposition)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1];
      parts.push({ name, ...(filename !== undefined ? { filename } : {}), ...(type ? { contentType: type } : {}), data: chunk.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}

export function fieldsOf(parts: readonly FormPart[]): Record<string, string> {
  return Object.fromEntries(parts.filter((part) => part.filename === undefined).map((part) => [part.name, part.data.toString('utf8')]));
}
