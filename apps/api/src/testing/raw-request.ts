import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: `app.inject` parses the URL and would remove `/./` before the router sees it. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Starts the test app on a loopback port (once) and returns a sender of raw HTTP requests to it. */
export async function rawClient(app: FastifyInstance): Promise<(options: RawRequest) => Promise<RawAnswer>> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return (options) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path: options.path, method: options.method, headers: options.headers ?? {} }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
}
