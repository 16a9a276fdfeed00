import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseMultipart } from '@quorum/testing';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
}

export interface FakeAnswer {
  status?: number;
  /** JSON, or bytes sent as they are (a file such as the data export). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A file sent in a multipart body, as the server records it. */
export interface FakeFilePart {
  name: string;
  size: number;
  type: string;
}

/** A route's answer: a fixed body (200), or a function of the request for anything else. */
export type FakeRoute = ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) | { body: unknown; status?: number };

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] ?? '';
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The JSON body, or a multipart body's fields (files as name, size and type; a repeated field as the list of its parts). */
function bodyOf(raw: Buffer, contentType: string | undefined): unknown {
  if (contentType?.startsWith('multipart/')) {
    const fields: Record<string, string | FakeFilePart | Array<string | FakeFilePart>> = {};
    for (const part of parseMultipart(raw, contentType)) {
      const value = part.filename === undefined ? part.data.toString('utf8') : { name: part.filename, size: part.data.length, type: part.contentType ?? '' };
      const earlier = fields[part.name];
      fields[part.name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
    return fields;
  }
  const text = raw.toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * fetch for jsdom, which has none: the request made with jsdom's XMLHttpRequest, so the app's own
 * FormData and File objects travel as a browser sends them. Answers what our code reads: status,
 * ok, statusText, headers, text() and blob() (the body is read as bytes, so a file arrives unchanged).
 */
function xhrFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url, true);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries((init.headers as Record<string, string> | undefined) ?? {})) xhr.setRequestHeader(name, value);
    xhr.addEventListener('load', () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const bytes = xhr.response as ArrayBuffer;
      const text = async () => new TextDecoder().decode(bytes);
      const blob = async () => new Blob([bytes], { type: headers.get('content-type') ?? '' });
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, statusText: xhr.statusText, headers, body: null, text, blob } as unknown as Response);
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
    if (init.signal?.aborted) {
      reject(new DOMException('The request was aborted', 'AbortError'));
      return;
    }
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

const open = new Set<Server>();
let inFlight = 0;
/** Requests a route holds on purpose (a slow or hanging answer): the network is not busy with them. */
let held = 0;

/** The real setTimeout, taken before a test can fake the timers, so waiting for the network always works. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const turn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 1));

/**
 * Resolves once no request is on its way and what the answers started has run: the network is a
 * real one, so a test waits for it instead of assuming an answer within one tick.
 */
export async function networkIdle(): Promise<void> {
  for (let quiet = 0; quiet < 3; ) {
    await turn();
    quiet = inFlight - held <= 0 ? quiet + 1 : 0;
  }
}

/**
 * Jest's fake clock moved on by `ms` in steps, the network answering after each step: a saga's
 * delay fires at its time, and the request it makes is answered before the clock moves again.
 * The steps (1 s by default) must divide the delays a test watches.
 */
export async function advanceTimers(ms: number, step = 1000): Promise<void> {
  await networkIdle();
  for (let passed = 0; passed < ms; passed += step) {
    await jest.advanceTimersByTimeAsync(Math.min(step, ms - passed));
    if (inFlight - held > 0) await networkIdle();
  }
}
/**
 * Closes every stand-in server, with the connections jsdom keeps alive. A call on its way is
 * answered first: refused, its saga would log the failure after the file's tests are done, which
 * fails the run. A call a route holds on purpose is cut, and the close waits until its caller has
 * heard, for the same reason.
 */
export async function closeFakeServers(): Promise<void> {
  await networkIdle();
  const closing = [...open].map((server) => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  open.clear();
  await Promise.all(closing);
  for (let quiet = 0; quiet < 3; ) {
    await turn();
    quiet = inFlight <= 0 ? quiet + 1 : 0;
  }
}

// After the test file, not after each test: closing sooner would refuse the last calls of sagas
// still finishing in the next test's time.
afterAll(closeFakeServers);

/**
 * The API as a stand-in on a real HTTP server on 127.0.0.1 (the onboarding's contract server is
 * the model; this one routes by method and path pattern, and records aborted calls): the app's own API client, caches
 * and *.api.ts modules send real requests through jsdom's XMLHttpRequest, and nothing of ours is
 * mocked. Routes are keyed 'METHOD /path/:param'; every request is recorded as 'METHOD /path'.
 * The server starts with the first request, so a test sets its routes synchronously.
 */
export function fakeServer(initial: Record<string, FakeRoute> = {}) {
  const routes = new Map(Object.entries(initial));
  const calls: string[] = [];
  const requests: FakeRequest[] = [];
  /** Requests whose caller gave up before the answer (a cancelled saga step). */
  const aborted: string[] = [];

  const server = createServer(async (request, response) => {
    // jsdom pages run at http://localhost/, so this server is cross-origin for them.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'accept, content-type, x-quorum-client, if-none-match');
    // What a browser lets the app read of a cross-origin answer: the ETag of a conditional read.
    response.setHeader('access-control-expose-headers', 'etag');
    response.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    calls.push(`${method} ${url.pathname}`);
    let gaveUp = false;
    response.on('close', () => {
      if (!response.writableFinished) {
        gaveUp = true;
        aborted.push(`${method} ${url.pathname}`);
      }
    });
    for (const [key, route] of routes) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const params = routeMethod === method ? match(pattern, url.pathname) : null;
      if (!params) continue;
      const fake: FakeRequest = { method, path: url.pathname, params, query: url.searchParams, body: bodyOf(raw, request.headers['content-type']), headers: request.headers };
      requests.push(fake);
      let answer: FakeAnswer;
      if (typeof route === 'function') {
        let holding = true;
        held += 1;
        response.on('close', () => {
          if (holding) held -= 1;
          holding = false;
        });
        try {
          answer = await route(fake);
        } finally {
          if (holding) held -= 1;
          holding = false;
        }
      } else answer = route;
      if (gaveUp) return;
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...('headers' in answer ? answer.headers : {}) });
      response.end(method === 'HEAD' || answer.body === undefined ? undefined : ArrayBuffer.isView(answer.body) ? answer.body : JSON.stringify(answer.body));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: false, error: 'Not found' }));
  });

  let listening: Promise<string> | null = null;
  const baseUrl = () => {
    listening ??= new Promise((resolve) => {
      open.add(server);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
    return listening;
  };

  /** fetch for the app's client: a same-origin path goes to this server. */
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight += 1;
    try {
      const url = new URL(String(input), await baseUrl());
      return await xhrFetch(url.toString(), init);
    } finally {
      inFlight -= 1;
    }
  }) as typeof globalThis.fetch;

  return {
    fetch,
    calls,
    requests,
    aborted,
    /** Adds or replaces a route while a test runs. */
    on(key: string, route: FakeRoute) {
      routes.set(key, route);
    },
    count(call: string) {
      return calls.filter((made) => made === call).length;
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
