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

/** A write's result as RTK Query's data or error, with the server's own message when it gave one. */
export function settled<T>(result: ApiResult<T>, fallback: string): { data: T } | { error: { status: number; message: string; serverMessage: string } } {
  if (result.ok) return { data: result.data };
  return { error: { status: result.status, message: failureMessage(result, fallback), serverMessage: result.error } };
}
