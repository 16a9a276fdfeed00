import { CONSTANTS } from '@quorum/domain';
import type { ApiClient, RequestOptions } from '../api-client';
import type { ApiResult } from '../api-result';

export interface CachedRequestOptions<T> extends RequestOptions<T> {
  /** Skip a cached answer and store the new one (the deals service's force flag). */
  fresh?: boolean;
}

export interface CachingApiClient extends ApiClient {
  request<T = unknown>(path: string, options?: CachedRequestOptions<T>): Promise<ApiResult<T>>;
  /** Forgets cached answers whose path starts with the prefix, or all of them. */
  invalidate(pathPrefix?: string): void;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  now?: () => number;
  /** Paths never served from the cache; the spec's list by default. */
  bypass?: (path: string) => boolean;
}

/**
 * Spec 2 section 7: previews and full reports bypass the client cache. Spec 1 section 7: the
 * profile is never cached by the client (its saga keeps its own 5-minute session copy).
 */
export function bypassesClientCache(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return bare.startsWith('/api/report/previews') || /\/full-report$/.test(bare) || bare === '/api/member/profile';
}

function keyOf(path: string, query: RequestOptions<unknown>['query']): string {
  const entries = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

/**
 * The client cache (spec 1 section 9, spec 2 section 9: time-to-live 5 minutes) in front of the
 * one HTTP client. Only successful GET answers are kept; identical GETs in flight share one
 * request (a prefetch and a page asking together cost one call); any successful write empties the
 * cache, because a write may change every list. The cache-busting parameter still goes on every
 * call that reaches the network.
 */
export function createCachingClient(client: ApiClient, options: ResponseCacheOptions = {}): CachingApiClient {
  const ttlMs = options.ttlMs ?? CONSTANTS.CLIENT_CACHE_TTL_MS;
  const now = options.now ?? (() => Date.now());
  const bypass = options.bypass ?? bypassesClientCache;
  const stored = new Map<string, { at: number; result: ApiResult<unknown> }>();
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  let generation = 0;

  return {
    async request<T>(path: string, request: CachedRequestOptions<T> = {}): Promise<ApiResult<T>> {
      const { fresh, ...plain } = request;
      const method = plain.method ?? 'GET';
      if (method !== 'GET' || bypass(path)) {
        const result = await client.request(path, plain);
        if (method !== 'GET' && result.ok) {
          stored.clear();
          generation += 1;
        }
        return result;
      }
      const key = keyOf(path, plain.query);
      const hit = stored.get(key);
      if (!fresh && hit && now() - hit.at < ttlMs) return hit.result as ApiResult<T>;
      const pending = inFlight.get(key);
      // A caller with its own abort signal gets its own request, so aborting it cancels nobody else.
      if (!fresh && pending && !plain.signal) return pending as Promise<ApiResult<T>>;

      const startedIn = generation;
      const call = client.request(path, plain).then((result) => {
        // An answer that started before a write may predate it: use it, but do not keep it.
        if (result.ok && startedIn === generation) stored.set(key, { at: now(), result });
        return result;
      });
      if (!plain.signal) {
        inFlight.set(key, call);
        void call.finally(() => inFlight.get(key) === call && inFlight.delete(key)).catch(() => undefined);
      }
      return call;
    },
    invalidate(pathPrefix) {
      generation += 1;
      if (pathPrefix === undefined) stored.clear();
      else for (const key of [...stored.keys()]) if (key.startsWith(pathPrefix)) stored.delete(key);
    },
  };
}
