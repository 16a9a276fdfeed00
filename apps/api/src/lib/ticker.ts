export interface Ticker {
  stop(): void;
}

/**
 * Runs `tick` every `intervalMs`, never two at once (the next wait starts when a tick settles).
 * `tick` reports its own failures; a rejected tick is followed by the next one all the same.
 * Unreferenced: a ticker alone never keeps the process running.
 */
export function startTicker(intervalMs: number, tick: () => Promise<void>): Ticker {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().then(schedule, schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
