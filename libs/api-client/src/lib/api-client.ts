import type { z } from 'zod';
import { NETWORK_FAILED, PARSE_FAILED, type ApiResult } from './api-result';

export interface ApiClientOptions {
  /** '' for same-origin calls (the apps are served by the API). */
  baseUrl?: string;
  fetch?: typeof fetch;
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
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
}

function errorFrom(body: unknown, status: number): { error: string; errors?: Record<string, string> } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record['error'] === 'string' ? record['error'] : typeof record['message'] === 'string' ? record['message'] : undefined;
    const errors = record['errors'] && typeof record['errors'] === 'object' ? (record['errors'] as Record<string, string>) : undefined;
    return { error: message ?? `Server error (${status})`, ...(errors ? { errors } : {}) };
  }
  return { error: `Server error (${status})` };
}

/**
 * The one HTTP client of both apps: same-origin cookies, a cache-busting parameter on every call
 * (spec 1 section 7), JSON or multipart bodies, and results instead of exceptions.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());

  return {
    async request<T>(path: string, request: RequestOptions<T> = {}): Promise<ApiResult<T>> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.set(key, String(value));
      params.set('_', String(now()));
      const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      let body: BodyInit | undefined;
      if (request.formData) body = request.formData;
      else if (request.json !== undefined) {
        body = JSON.stringify(request.json);
        headers['content-type'] = 'application/json';
      }

      let response: Response;
      try {
        response = await doFetch(url, { method: request.method ?? 'GET', headers, body, credentials: 'same-origin', signal: request.signal, cache: 'no-store' });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return { ok: false, status: 0, error: NETWORK_FAILED };
      }

      const text = await response.text().catch(() => '');
      let parsed: unknown = undefined;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          return response.ok ? { ok: false, status: response.status, error: PARSE_FAILED } : { ok: false, status: response.status, error: `Server error (${response.status})` };
        }
      }
      if (!response.ok) return { ok: false, status: response.status, ...errorFrom(parsed, response.status), body: parsed };
      if (!request.schema) return { ok: true, status: response.status, data: parsed as T };
      const checked = request.schema.safeParse(parsed);
      return checked.success ? { ok: true, status: response.status, data: checked.data } : { ok: false, status: response.status, error: PARSE_FAILED, body: parsed };
    },
  };
}
