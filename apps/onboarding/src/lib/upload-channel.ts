import { END, eventChannel, type EventChannel } from 'redux-saga';

export type UploadEvent<Outcome> = { kind: 'progress'; loaded: number } | { kind: 'done'; outcome: Outcome };

/** Sends one upload request, reporting the bytes sent so far; aborted through the signal. */
export type SendUpload<Outcome> = (onProgress: (loaded: number) => void, signal: AbortSignal) => Promise<Outcome>;

/**
 * One upload request as a channel of progress events ending in its outcome, so a saga can put
 * progress into the store. A send that throws ends in `thrown(message)`, so the saga always gets
 * an outcome. Closing the channel (the saga was cancelled) aborts the request.
 */
export function uploadChannel<Outcome>(send: SendUpload<Outcome>, thrown: (message: string) => Outcome): EventChannel<UploadEvent<Outcome>> {
  return eventChannel<UploadEvent<Outcome>>((emit) => {
    const controller = new AbortController();
    let finished = false;
    send((loaded) => emit({ kind: 'progress', loaded }), controller.signal)
      .catch((error: unknown) => thrown(error instanceof Error ? error.message : String(error)))
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
