import { CANCEL } from 'redux-saga';

/**
 * A request a saga can call and abandon: when the saga is cancelled (a newer flow took over, the
 * page went away), redux-saga calls the promise's CANCEL, which aborts the request itself.
 */
export function abortable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const promise = run(controller.signal);
  Object.assign(promise, { [CANCEL]: () => controller.abort() });
  return promise;
}
