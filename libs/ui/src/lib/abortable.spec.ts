import { runSaga } from 'redux-saga';
import { call, delay, race } from 'redux-saga/effects';
import { abortable } from './abortable';

/** A request that never answers by itself and records the abort signal it was given. */
function pendingRequest(signals: AbortSignal[]) {
  return (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>((resolve) => signal.addEventListener('abort', () => resolve('aborted')));
  };
}

describe('abortable', () => {
  it('aborts the request when the saga step waiting on it is cancelled (a lost race)', async () => {
    const signals: AbortSignal[] = [];
    function* flow(): Generator<unknown, unknown, unknown> {
      return yield race({ answer: call(abortable, pendingRequest(signals)), timeout: delay(5) });
    }
    const result = await runSaga({}, flow).toPromise();
    expect(result).toEqual({ timeout: true });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('leaves a request that answers alone', async () => {
    let given: AbortSignal | undefined;
    function* flow(): Generator<unknown, unknown, unknown> {
      return yield call(abortable, (signal: AbortSignal) => {
        given = signal;
        return Promise.resolve('ok');
      });
    }
    await expect(runSaga({}, flow).toPromise()).resolves.toBe('ok');
    expect(given?.aborted).toBe(false);
  });
});
