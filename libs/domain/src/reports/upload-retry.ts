import { CONSTANTS } from '../constants';

/**
 * The wait after the `failedAttempts`-th failed upload: 1 s, doubling, capped
 * at 10 s. Nothing below one failure waits.
 */
export function uploadBackoffMs(failedAttempts: number): number {
  if (!Number.isFinite(failedAttempts) || failedAttempts < 1) return 0;
  const doubled = CONSTANTS.UPLOAD_BACKOFF_INITIAL_MS * 2 ** (Math.floor(failedAttempts) - 1);
  return Math.min(doubled, CONSTANTS.UPLOAD_BACKOFF_MAX_MS);
}

/**
 * Whether a failed upload is worth another attempt: no answer at all (0), a timeout, a rate limit
 * or a server failure may pass. A refusal with a reason ("Invalid file: Not a PDF file", 403, 413)
 * will be refused again, so it stops at once with its own message.
 */
export function isRetryableUploadStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
