import { request } from 'node:http';

export interface WireAnswer {
  status: number;
  /** The Content-Encoding the API chose, or 'identity'. */
  encoding: string;
  /** Bytes of the body as they crossed the wire, before any decompression. */
  bytes: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One request whose answer is counted as sent: Node's http client, unlike fetch, neither asks for
 * nor undoes a content coding by itself.
 */
export function wireBytes(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'identity'), bytes, headers: response.headers }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
