import { CANCEL } from 'redux-saga';

/**
 * Runs a request with an abort signal of its own and tags the promise so that redux-saga, when
 * it cancels the step waiting on it (a race lost, a newer flow took over, the page went away),
 * aborts the request too: a cancelled flow leaves nothing running behind it.
 *   yield call(abortable, (signal) => api.setUrl(id, url, email, signal))
 */
export function abortable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const promise = run(controller.signal);
  Object.assign(promise, { [CANCEL]: () => controller.abort() });
  return promise;
}
