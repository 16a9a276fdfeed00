import type { ApiResult } from '@quorum/api-client';

/** The data of a successful result, reshaped; failures pass through unchanged. */
export function mapResult<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, status: result.status, data: map(result.data) } : result;
}

/** The message a failed call shows: the server's, else the feature's generic one. */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  if (result.ok) return fallback;
  return result.status === 0 || /^Server error \(/.test(result.error) ? fallback : result.error;
}
