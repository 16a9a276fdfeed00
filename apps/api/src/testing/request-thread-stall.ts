import { monitorEventLoopDelay } from 'node:perf_hooks';
import { currentThreadId, threadCpuMs } from '../workers/thread-cpu';

/** How often the watch looks at the thread: small beside the limits specs hold it to (500 ms, 1 s). */
const LOOK_EVERY_MS = 10;

export interface RequestThreadWatch {
  /** Stops watching; answers the longest stretch the thread spent on its own work, in ms. */
  stop(): number;
}

/**
 * Watches the request thread (the one calling this) for stalls: the longest stretch it spent on its
 * own work, in one go, while other work waited for the event loop. A timer looks every 10 ms; what
 * the thread used of the CPU between two looks is what held the loop up between them.
 *
 * Counted in the thread's own CPU time where Linux tells it (/proc), not in the event loop's
 * wall-clock delay: on a machine other programs keep busy, a delay also counts the time the
 * scheduler gave them, and a spec then failed for 2.4 s of delay in which the thread had done a
 * fraction of that itself. Elsewhere the wall-clock delay is the answer.
 */
export function watchRequestThread(): RequestThreadWatch {
  const thread = currentThreadId();
  const cpu = () => (thread === undefined ? undefined : threadCpuMs(thread));
  const delay = monitorEventLoopDelay({ resolution: LOOK_EVERY_MS });
  delay.enable();
  let last = cpu();
  let longest = 0;
  const look = () => {
    const now = cpu();
    if (now !== undefined && last !== undefined) longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(look, LOOK_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      look();
      delay.disable();
      return last === undefined ? delay.max / 1e6 : longest;
    },
  };
}
