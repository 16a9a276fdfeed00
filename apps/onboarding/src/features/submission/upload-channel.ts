import type { ApiClient } from '@quorum/api-client';
import { END, eventChannel, type EventChannel } from 'redux-saga';
import type { UploadOutcome } from './submission.api';

export type UploadEvent = { kind: 'progress'; loaded: number } | { kind: 'done'; outcome: UploadOutcome };

type Upload = (
  api: ApiClient,
  upload: { applicantId: string; documentType: string; files: readonly File[] },
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
) => Promise<UploadOutcome>;

/**
 * One upload request as a channel of progress events ending in its outcome, so the saga can put
 * progress into the store. Closing the channel (the saga was cancelled) aborts the request.
 */
export function uploadChannel(
  upload: Upload,
  api: ApiClient,
  request: { applicantId: string; documentType: string; files: readonly File[] },
): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    let finished = false;
    upload(api, request, (loaded) => emit({ kind: 'progress', loaded }), controller.signal)
      .catch((error: unknown): UploadOutcome => ({ ok: false, error: error instanceof Error ? error.message : String(error) }))
      .then((outcome) => {
        finished = true;
        emit({ kind: 'done', outcome });
        emit(END);
      });
    return () => {
      if (!finished) controller.abort();
    };
  });
}
