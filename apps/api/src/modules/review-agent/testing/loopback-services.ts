import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer, type LoopbackServer } from '../../../lib/safe-fetch/test-servers';

/** Test-only: the outside world of a deal review, as real HTTP servers on 127.0.0.1. */
export type Routes = Record<string, (request: IncomingMessage, response: ServerResponse, body: string) => void>;

/** A server answering each path from a table (404 otherwise), with the body of each request kept. */
export async function startSite(routes: Routes): Promise<LoopbackServer & { bodies: string[] }> {
  const bodies: string[] = [];
  const server = await startLoopbackServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const handler = routes[path];
      if (handler) handler(request, response, body);
      else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
  });
  return Object.assign(server, { bodies });
}

export const html = (markup: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(markup);
};

export const status = (code: number, body = '') => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(code, { 'content-type': 'text/plain' }).end(body);
};

/** An OpenAI-compatible chat completion whose message content is `content`. */
export function chatCompletion(content: string): string {
  return JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
}
