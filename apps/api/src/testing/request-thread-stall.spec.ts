import { currentThreadId, threadCpuMs } from '../workers/thread-cpu';
import { watchRequestThread } from './request-thread-stall';
import { waitUntil } from './wait-until';

/** The stall watch that the hostile-input specs hold the request thread to. */
describe('watchRequestThread', () => {
  const thread = currentThreadId();
  const cpuNow = () => threadCpuMs(thread ?? 0) ?? 0;

  it('counts a stretch of the thread’s own work as a stall', () => {
    const watch = watchRequestThread();
    // 300 ms of this thread's CPU in one go, however long a busy machine makes that in wall time.
    const start = cpuNow();
    const wallStart = Date.now();
    // Bounded in wall time too, for a system without /proc (where the watch counts the loop's wall-clock delay).
    while ((thread === undefined ? Date.now() - wallStart : cpuNow() - start) < 300 && Date.now() - wallStart < 30_000) {
      /* the stall */
    }
    expect(watch.stop()).toBeGreaterThanOrEqual(290);
  });

  it('does not count waiting as a stall', async () => {
    const watch = watchRequestThread();
    const started = performance.now();
    // Idle between looks: the thread only polls the clock until 300 ms have passed.
    await waitUntil('300 ms to pass', () => performance.now() - started >= 300, { everyMs: 20 });
    expect(watch.stop()).toBeLessThan(100);
  });
});
