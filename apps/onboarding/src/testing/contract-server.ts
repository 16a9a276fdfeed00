import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fieldsOf, parseMultipart, type FormPart } from './multipart';
import { LINK_NOT_VALID, REUPLOAD_TOKEN, reuploadLinkResponse } from './reupload-fixtures';

/** What the stand-in API answers a call with: a status and a body (JSON unless a string). */
export interface Reply {
  status?: number;
  body: unknown;
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
}

type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * A stand-in for the API that speaks spec 1 section 7's contract over real HTTP (the real API is
 * another app and cannot be imported here; the browser tests in apps/e2e use the real one). Each
 * test sets the answers it needs; every call is recorded in order, multipart parts included.
 */
export interface ContractServer {
  baseUrl: string;
  calls: RecordedCall[];
  on(path: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULTS: Record<string, Handler> = {
  '/api/join/submit': () => ({ body: { success: true, submissionId: 'app_test_1', message: 'Application submitted successfully', result: { applicant: { id: 'app_test_1' } } } }),
  '/api/documents/upload': (call) => ({
    body: { success: true, documents: call.parts.filter((part) => part.filename !== undefined).map((part, i) => ({ id: `doc_${i}`, documentType: call.fields['documentType'], originalName: part.filename, mimeType: part.contentType ?? '', size: part.data.length })) },
  }),
  // The re-upload link of an admin's email: REUPLOAD_TOKEN is valid, any other token is not.
  '/api/documents/reupload-request': (call) =>
    (call.json as { token?: unknown } | undefined)?.token === REUPLOAD_TOKEN ? { body: reuploadLinkResponse() } : { status: 403, body: { success: false, error: LINK_NOT_VALID } },
  '/api/send-welcome-email': () => ({ body: { success: true } }),
  '/api/auth/session': () => ({ body: { success: false, message: 'Not signed in' } }),
  '/api/logout': () => ({ body: { success: true } }),
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export async function startContractServer(): Promise<ContractServer> {
  let handlers: Record<string, Handler> = { ...DEFAULTS };
  const calls: RecordedCall[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    // jsdom pages run at http://localhost/, so this server is cross-origin for them.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'accept, content-type, x-quorum-client');
    response.setHeader('access-control-allow-methods', 'GET, POST');
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
    const call: RecordedCall = { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, parts, fields: fieldsOf(parts), json };
    calls.push(call);
    const handler = handlers[url.pathname];
    const reply: Reply = handler ? await handler(call) : { status: 404, body: { success: false, error: 'Not found' } };
    if (reply.hangUp) {
      request.socket.destroy();
      return;
    }
    response.statusCode = reply.status ?? 200;
    response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    on(path, handler) {
      handlers[path] = handler;
    },
    reset() {
      handlers = { ...DEFAULTS };
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
