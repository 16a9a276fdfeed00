/** What every call answers: the parsed body, or a message a person can read (errors are values). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; errors?: Record<string, string>; body?: unknown };

/**
 * What a conditional read answers (`ApiClient.conditionalRequest`): a fresh body with its ETag, if
 * the API sent one, for the next time; `notModified` when the copy the caller keeps is still current
 * (a 304, which has no body); or a failure as any call's.
 */
export type ConditionalResult<T> =
  | { ok: true; status: number; data: T; etag: string | undefined }
  | { ok: true; status: 304; notModified: true }
  | Extract<ApiResult<T>, { ok: false }>;

export const PARSE_FAILED = 'Failed to parse server response';
export const NETWORK_FAILED = 'An unexpected error occurred. Please try again later.';

/** "Server error ({status}): ..." when the answer carries no error of its own. */
export function serverErrorMessage(status: number, detail: string): string {
  const trimmed = detail.trim();
  return trimmed === '' ? `Server error (${status})` : `Server error (${status}): ${trimmed}`;
}
