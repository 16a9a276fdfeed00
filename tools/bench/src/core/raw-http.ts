import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * One HTTP request with the path sent byte for byte. fetch() parses the URL first and would turn
 * `/api/./x` into `/api/x`; a hostile client sends whatever it likes, and the router must see that.
 */
export function rawRequest(base: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path, headers: options.headers ?? {} }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
