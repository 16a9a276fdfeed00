/** What a transport hands back: the status and the body as text (parsing is the client's job). */
export interface RawResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly statusText: string;
  readonly text: string;
}

export interface TransportRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | undefined;
  readonly signal: AbortSignal | undefined;
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
  const text = await response.text().catch(() => '');
  return { status: response.status, ok: response.ok, statusText: response.statusText, text };
}
