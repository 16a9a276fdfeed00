/** What a transport hands back: the status and the body as text (parsing is the client's job), or a successful download's bytes. */
export interface RawResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly statusText: string;
  readonly text: string;
  /** The body of a successful answer to a request that asked for a file (`as: 'blob'`); error answers stay text. */
  readonly blob?: Blob;
  /** The answer's ETag, when it has one: what a conditional read sends back (If-None-Match) next time. */
  readonly etag?: string;
}

export interface TransportRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | undefined;
  readonly signal: AbortSignal | undefined;
  /** 'blob': a successful answer is a file, read as bytes (an error answer is still read as text). */
  readonly as?: 'text' | 'blob';
}

/** Thrown by a transport when the request never got an answer (offline, refused, reset). */
export class NetworkError extends Error {
  constructor() {
    super('network request failed');
    this.name = 'NetworkError';
  }
}

export function abortError(): DOMException {
  return new DOMException('The request was aborted', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The default transport: fetch, same-origin cookies, never the HTTP cache. */
export async function fetchTransport(doFetch: typeof fetch, request: TransportRequest): Promise<RawResponse> {
  let response: Response;
  try {
    response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'same-origin',
      signal: request.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError();
  }
  // A test's stand-in fetch may answer without headers.
  const etag = response.headers?.get('etag') ?? undefined;
  const status = { status: response.status, ok: response.ok, statusText: response.statusText, ...(etag ? { etag } : {}) };
  // A fetch that cannot read bytes (a test's stand-in) falls through to text, which the client reports as unreadable.
  if (response.ok && request.as === 'blob' && typeof response.blob === 'function') {
    try {
      return { ...status, text: '', blob: await response.blob() };
    } catch (error) {
      // The body broke off midway: a download that never arrived whole.
      if (isAbortError(error)) throw error;
      throw new NetworkError();
    }
  }
  const text = await response.text().catch(() => '');
  return { ...status, text };
}
