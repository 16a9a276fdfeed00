import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Test support: a real HTTP server on 127.0.0.1 that counts what reached it. */
export async function startTestServer(routes: Record<string, Handler>) {
  const hits: Array<{ method: string; path: string; url: string }> = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    hits.push({ method: request.method ?? '', path, url: request.url ?? '' });
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    count: (method: string, path: string) => hits.filter((hit) => hit.method === method && hit.path === path).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}
