import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** One request as it reached the server: the path without its query, the whole URL, the headers and the body read to its end. */
export interface Hit {
  method: string;
  path: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  baseUrl: string;
  hits: Hit[];
  count(method: string, path: string): number;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers each path with its handler (404 otherwise) and
 * records every request, body included: for clients that must be tested against real HTTP.
 */
export async function startTestServer(routes: Record<string, Handler>): Promise<TestServer> {
  const hits: Hit[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      hits.push({ method: request.method ?? '', path, url: request.url ?? '', headers: request.headers, body });
      const handler = routes[path];
      if (handler) handler(request, response);
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    count: (method, path) => hits.filter((hit) => hit.method === method && hit.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The part of Web Storage that code persisting through localStorage uses (typed here so Node-only projects need no DOM types). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Web Storage stand-in kept in memory. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}
