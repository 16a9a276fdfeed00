import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const MESSAGES: Record<number, string> = {
  400: 'Malformed request',
  408: 'The request took too long',
  413: 'The request is too large',
  414: 'The address is too long',
  431: 'The request headers are too large',
};

function statusOf(error: Error & { code?: string }): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_URI_OVERFLOW') return 414;
  return 400;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB, a broken
 * request line) is answered like every other error, `{ success: false, error }`, instead of
 * Fastify's default `{ error, message, statusCode }`; then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const body = JSON.stringify({ success: false, error: MESSAGES[status] ?? 'Malformed request' });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
