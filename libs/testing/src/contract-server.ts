import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fieldsOf, parseMultipart, type FormPart } from './multipart';

/** What the stand-in API answers a call with: a status and a body (JSON unless a string, or bytes for a file). */
export interface Reply {
  status?: number;
  body: unknown;
  /** Headers of the answer, such as a file's content-type. */
  headers?: Record<string, string>;
  /** Drop the connection without answering: a network failure. */
  hangUp?: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  parts: FormPart[];
  fields: Record<string, string>;
  json: unknown;
  headers: IncomingHttpHeaders;
  /**
   * The client gave up on the call (aborted it, or its page went) before it was answered: an
   * answer written after that reaches no one, so a test can wait for this instead of for time.
   */
  abandoned: boolean;
}

export type ContractHandler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * A stand-in for the API over real HTTP, for front-end tests (the real API is another app and
 * cannot be imported there; the browser tests in apps/e2e use the real one). The app's own fetch,
 * FormData and API client travel as in a browser; nothing of ours is mocked. Each test sets the
 * answers it needs with `on`; every call is recorded in order, multipart parts included.
 */
export interface ContractServer {
  baseUrl: string;
  calls: RecordedCall[];
  on(path: string, handler: ContractHandler): void;
  /** Back to the defaults the server started with, and no calls recorded. */
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Starts the stand-in on 127.0.0.1, answering each path with its default handler until a test sets another. */
export async function startContractServer(defaults: Readonly<Record<string, ContractHandler>>): Promise<ContractServer> {
  let handlers: Record<string, ContractHandler> = { ...defaults };
  const calls: RecordedCall[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    // jsdom pages run at http://localhost/, so this server is cross-origin for them.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'accept, content-type, x-quorum-client, x-quorum-draft-key, x-quorum-data-key');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const contentType = request.headers['content-type'];
    const parts = contentType?.startsWith('multipart/') ? parseMultipart(body, contentType) : [];
    const json = contentType?.startsWith('application/json') ? (JSON.parse(body.toString('utf8')) as unknown) : undefined;
    const call: RecordedCall = { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, parts, fields: fieldsOf(parts), json, headers: request.headers, abandoned: false };
    response.on('close', () => {
      if (!response.writableFinished) call.abandoned = true;
    });
    calls.push(call);
    const handler = handlers[url.pathname];
    const reply: Reply = handler ? await handler(call) : { status: 404, body: { success: false, error: 'Not found' } };
    if (reply.hangUp) {
      request.socket.destroy();
      return;
    }
    response.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
    response.end(typeof reply.body === 'string' || ArrayBuffer.isView(reply.body) ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    on(path, handler) {
      handlers[path] = handler;
    },
    reset() {
      handlers = { ...defaults };
      calls.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        // jsdom keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
