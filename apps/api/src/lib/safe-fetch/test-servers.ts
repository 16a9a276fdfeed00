import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * Test-only helpers: real servers on loopback, so the guarded fetcher is exercised over real
 * sockets without ever sending a packet off the machine. Not imported by production code.
 */
export interface LoopbackServer {
  port: number;
  /** `host:port`, as an allow-list entry. */
  hostPort: string;
  url(path?: string): string;
  /** Every request that reached the server, in order. */
  requests: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export async function startLoopbackServer(handler: Handler, host = '127.0.0.1'): Promise<LoopbackServer> {
  const requests: LoopbackServer['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const hostPort = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  return {
    port,
    hostPort,
    url: (path = '/') => `http://${hostPort}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Slow-server tests leave sockets hanging; close must not wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Sentinel {
  port: number;
  /** TCP connections accepted so far: a refused fetch must leave this at zero. */
  connections(): number;
  close(): Promise<void>;
}

/** A bare TCP listener that counts connections and answers nothing. Undefined if the host is unavailable (no IPv6). */
export async function startSentinel(host = '127.0.0.1'): Promise<Sentinel | undefined> {
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, host, () => resolve(true));
  });
  if (!listening) return undefined;
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The IPv4 loopback sentinel every machine can start. */
export async function startLoopbackSentinel(): Promise<Sentinel> {
  const sentinel = await startSentinel('127.0.0.1');
  if (!sentinel) throw new Error('Cannot listen on 127.0.0.1');
  return sentinel;
}

/** A fixed-answer resolver for tests: names it does not know fail like NXDOMAIN, nothing reaches real DNS. */
export function fakeResolver(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(resolve, { calls });
}
