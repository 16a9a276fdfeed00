import type { z } from 'zod';
import { QUORUM_CLIENT_HEADER } from '@quorum/domain';
import { NETWORK_FAILED, PARSE_FAILED, serverErrorMessage, type ApiResult, type ConditionalResult } from './api-result';
import { fetchTransport, NetworkError, type RawResponse, type TransportRequest } from './transport';
import { xhrTransport, type UploadProgressListener } from './xhr-transport';

/** The header's value: any non-empty value passes; this one names the sender in logs. */
const CLIENT_NAME = 'web';

export interface ApiClientOptions {
  /** '' for same-origin calls (the apps are served by the API). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of uploads that report progress; injectable for tests. */
  createXhr?: () => XMLHttpRequest;
  /** For the cache-busting parameter; injectable so tests are deterministic. */
  now?: () => number;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  formData?: FormData;
  /** Validates the body; a body that does not match is a parse failure, not a crash later. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Reports upload progress of a formData body (the request then goes through XMLHttpRequest). */
  onUploadProgress?: UploadProgressListener;
}

/** A request for a file: no schema (the answer is bytes) and no upload progress. */
export type DownloadOptions = Pick<RequestOptions<never>, 'method' | 'query' | 'json' | 'signal' | 'headers'>;

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  /**
   * A file the API answers (a zip, a PDF): its bytes as a Blob, with the same headers, cookies,
   * cache-busting and error answers as `request` (an error body is read as JSON and becomes the
   * result's `error`). Saving it is the caller's business.
   */
  download(path: string, options?: DownloadOptions): Promise<ApiResult<Blob>>;
  /**
   * A read that may answer "unchanged": given the ETag of the copy the caller keeps, the request
   * carries If-None-Match, and the API's 304 is `notModified` instead of data. A fresh answer
   * comes with its own ETag for next time. Keeping the copies is the caller's business.
   */
  conditionalRequest<T = unknown>(path: string, etag: string | undefined, options?: Omit<RequestOptions<T>, 'formData' | 'onUploadProgress'>): Promise<ConditionalResult<T>>;
}

function errorFrom(body: unknown, response: RawResponse): { error: string; errors?: Record<string, string> } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record['error'] === 'string' ? record['error'] : typeof record['message'] === 'string' ? record['message'] : undefined;
    const errors = record['errors'] && typeof record['errors'] === 'object' ? (record['errors'] as Record<string, string>) : undefined;
    return { error: message ?? serverErrorMessage(response.status, response.statusText), ...(errors ? { errors } : {}) };
  }
  return { error: serverErrorMessage(response.status, response.statusText) };
}

/** A plain-text error body says more than the status text; an HTML error page does not. */
function detailOf(response: RawResponse): string {
  const text = response.text.trim();
  return text !== '' && !text.startsWith('<') ? text.slice(0, 200) : response.statusText;
}

function parse<T>(response: RawResponse, schema: z.ZodType<T> | undefined): ApiResult<T> {
  let parsed: unknown = undefined;
  if (response.text) {
    try {
      parsed = JSON.parse(response.text);
    } catch {
      return response.ok
        ? { ok: false, status: response.status, error: PARSE_FAILED }
        : { ok: false, status: response.status, error: serverErrorMessage(response.status, detailOf(response)) };
    }
  }
  if (!response.ok) return { ok: false, status: response.status, ...errorFrom(parsed, response), body: parsed };
  if (!schema) return { ok: true, status: response.status, data: parsed as T };
  const checked = schema.safeParse(parsed);
  return checked.success ? { ok: true, status: response.status, data: checked.data } : { ok: false, status: response.status, error: PARSE_FAILED, body: parsed };
}

/**
 * The one HTTP client of both apps: same-origin cookies, a cache-busting parameter on every call
 * (so no proxy or browser cache answers for the API), the X-Quorum-Client header on every call,
 * JSON or multipart bodies, upload progress on request, and results instead of exceptions (only an
 * abort is thrown, so a cancelled saga stops).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const now = options.now ?? (() => Date.now());

  /** The request as the transport sends it: the URL with its cache-busting parameter, the headers, the body. */
  function prepare(path: string, request: DownloadOptions & Pick<RequestOptions<unknown>, 'formData'>, accept: string): TransportRequest {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.set(key, String(value));
    params.set('_', String(now()));
    const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
    // The client header on every call, bodyless and multipart ones too: the API refuses a
    // cookie-carrying state-changing request without it or a JSON body, which a page on another
    // origin cannot send without a preflight (docs/security/cross-site-requests.md).
    const headers: Record<string, string> = { accept, ...request.headers, [QUORUM_CLIENT_HEADER]: CLIENT_NAME };
    let body: BodyInit | undefined;
    if (request.formData) body = request.formData;
    else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    }
    return { url, method: request.method ?? 'GET', headers, body, signal: request.signal };
  }

  /** The transport's answer; null when none came (an abort is thrown, so a cancelled saga stops). */
  async function answerOf(transport: () => Promise<RawResponse>): Promise<RawResponse | null> {
    try {
      return await transport();
    } catch (error) {
      if (error instanceof NetworkError) return null;
      throw error;
    }
  }

  return {
    async request<T>(path: string, request: RequestOptions<T> = {}): Promise<ApiResult<T>> {
      const raw = prepare(path, request, 'application/json');
      const response = await answerOf(() => (request.onUploadProgress && request.formData ? xhrTransport(createXhr, raw, request.onUploadProgress) : fetchTransport(doFetch, raw)));
      return response ? parse(response, request.schema) : { ok: false, status: 0, error: NETWORK_FAILED };
    },
    async download(path: string, request: DownloadOptions = {}): Promise<ApiResult<Blob>> {
      // A file, or JSON when the API refuses (an expired link, a missing session).
      const response = await answerOf(() => fetchTransport(doFetch, { ...prepare(path, request, '*/*'), as: 'blob' }));
      if (!response) return { ok: false, status: 0, error: NETWORK_FAILED };
      if (response.ok && response.blob) return { ok: true, status: response.status, data: response.blob };
      const parsed = parse<never>(response, undefined);
      // A success without a file (a transport that cannot read bytes) is the server's answer misread.
      return parsed.ok ? { ok: false, status: response.status, error: PARSE_FAILED } : parsed;
    },
    async conditionalRequest<T>(path: string, etag: string | undefined, request: Omit<RequestOptions<T>, 'formData' | 'onUploadProgress'> = {}): Promise<ConditionalResult<T>> {
      const headers = etag ? { ...request.headers, 'if-none-match': etag } : request.headers;
      const response = await answerOf(() => fetchTransport(doFetch, prepare(path, { ...request, ...(headers ? { headers } : {}) }, 'application/json')));
      if (!response) return { ok: false, status: 0, error: NETWORK_FAILED };
      // A 304 to a request that named no copy would be the server's mistake: it falls through to an error.
      if (response.status === 304 && etag) return { ok: true, status: 304, notModified: true };
      const parsed = parse(response, request.schema);
      return parsed.ok ? { ...parsed, etag: response.etag } : parsed;
    },
  };
}
