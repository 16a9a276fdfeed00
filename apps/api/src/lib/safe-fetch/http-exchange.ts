import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { failure, type ResolvedAddress, type SafeFetchFailure } from './types';
import type { TargetUrl } from './url-policy';

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface ExchangeRequest {
  target: TargetUrl;
  /** Already checked; the socket may connect to these and nothing else. */
  addresses: ResolvedAddress[];
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  maxBytes: number;
  overflow: 'fail' | 'truncate';
  headersTimeoutMs: number;
  /** Aborted when the whole fetch runs out of time. */
  signal: AbortSignal;
}

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
}

/**
 * Hands the socket the addresses we checked instead of asking DNS again: a second lookup could
 * answer differently (DNS rebinding). The hostname stays in the request, so Host, SNI and the
 * certificate check still use the name. Answers both lookup shapes: with `all` (Node 20's
 * happy-eyeballs connect) and without.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : [];
    const usable = wanted.length > 0 ? wanted : addresses;
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('No checked address to connect to'), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    if (options.all) callback(null, usable.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, first.address, first.family);
  };
}

/** One request and its answer. A redirect's body is never read: only its Location matters. */
export function exchange(request: ExchangeRequest): Promise<({ ok: true } & Exchange) | SafeFetchFailure> {
  const { target, signal } = request;
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = (target.url.protocol === 'https:' ? https : http).request({
        protocol: target.url.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: request.method,
        headers: request.headers,
        // A pooled socket could have been opened to another address; every request dials fresh.
        agent: false,
        lookup: pinnedLookup(request.addresses),
        signal,
      });
    } catch (error) {
      resolve(failure('invalid_url', `Cannot request ${target.hostname}: ${(error as Error).message}`));
      return;
    }
    let settled = false;
    // Only the request's events call settle, and they fire after the timer below exists.
    const settle = (result: ({ ok: true } & Exchange) | SafeFetchFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(headersTimer);
      resolve(result);
    };
    const headersTimer = setTimeout(() => {
      settle(failure('timeout', `No response from ${target.hostname} within ${request.headersTimeoutMs} ms`));
      req.destroy();
    }, request.headersTimeoutMs);

    req.on('error', (error) => {
      if (signal.aborted) settle(failure('timeout', 'The fetch took too long'));
      else settle(failure('network_error', `Could not fetch from ${target.hostname}: ${error.message}`));
    });
    req.on('response', (response) => {
      clearTimeout(headersTimer);
      readBody(response, request, settle, () => req.destroy());
    });
    req.end();
  });
}

function readBody(
  response: IncomingMessage,
  request: ExchangeRequest,
  settle: (result: ({ ok: true } & Exchange) | SafeFetchFailure) => void,
  abort: () => void,
): void {
  const status = response.statusCode ?? 0;
  const answer = (body: Buffer, truncated: boolean) => settle({ ok: true, status, headers: response.headers, body, truncated });
  if (request.method === 'HEAD' || (REDIRECT_STATUSES.has(status) && response.headers.location)) {
    answer(Buffer.alloc(0), false);
    abort();
    return;
  }
  const declared = Number(response.headers['content-length']);
  if (request.overflow === 'fail' && Number.isFinite(declared) && declared > request.maxBytes) {
    settle(failure('too_large', `The response is larger than ${request.maxBytes} bytes`));
    abort();
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  response.on('data', (chunk: Buffer) => {
    if (received + chunk.length <= request.maxBytes) {
      chunks.push(chunk);
      received += chunk.length;
      return;
    }
    // Counted while streaming: a missing or lying Content-Length cannot push us past the cap.
    if (request.overflow === 'truncate') {
      chunks.push(chunk.subarray(0, request.maxBytes - received));
      answer(Buffer.concat(chunks), true);
    } else {
      settle(failure('too_large', `The response is larger than ${request.maxBytes} bytes`));
    }
    abort();
  });
  response.on('end', () => answer(Buffer.concat(chunks), false));
  const cutOff = () => settle(failure(request.signal.aborted ? 'timeout' : 'network_error', 'The response was cut off'));
  response.on('error', cutOff);
  response.on('close', () => {
    if (!response.complete) cutOff();
  });
}
