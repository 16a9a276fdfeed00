export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A file sent in a multipart body, as the fake server records it. */
export interface FakeFilePart {
  name: string;
  size: number;
  type: string;
}

/** The JSON body, or a multipart body's fields (files as name, size and type). */
function bodyOf(body: unknown): unknown {
  if (typeof body === 'string') return body ? JSON.parse(body) : undefined;
  if (body instanceof FormData) {
    const fields: Record<string, string | FakeFilePart> = {};
    body.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
    });
    return fields;
  }
  return undefined;
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

/** Waits for a route's answer, or throws as fetch does when the request is aborted first. */
function unlessAborted<T>(answer: T | Promise<T>, signal: AbortSignal | null | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return Promise.resolve(answer);
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(abortError());
    };
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(answer).then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => reject(error),
    );
  });
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

/**
 * The network, faked at its very edge: a `fetch` that answers like the API would, so the app's
 * own API client, caches and *.api.ts modules all run for real in component and saga tests.
 * Routes are keyed 'METHOD /path/:param'; every request is recorded as 'METHOD /path'.
 */
export function fakeServer(initial: Record<string, FakeRoute> = {}) {
  const routes = new Map(Object.entries(initial));
  const calls: string[] = [];
  const requests: FakeRequest[] = [];
  /** Requests aborted while waiting for their answer (a cancelled saga step). */
  const aborted: string[] = [];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://quorum.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (init?.signal?.aborted) throw abortError();
    calls.push(`${method} ${url.pathname}`);
    for (const [key, route] of routes) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const params = routeMethod === method ? match(pattern, url.pathname) : null;
      if (!params) continue;
      const request: FakeRequest = { method, path: url.pathname, params, query: url.searchParams, body: bodyOf(init?.body) };
      requests.push(request);
      const answer = typeof route === 'function' ? await unlessAborted(route(request), init?.signal, () => aborted.push(`${method} ${url.pathname}`)) : route;
      const status = answer.status ?? 200;
      const headers = { 'content-type': 'application/json', ...('headers' in answer ? answer.headers : {}) };
      return new Response(method === 'HEAD' || answer.body === undefined ? null : JSON.stringify(answer.body), { status, headers });
    }
    return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
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
