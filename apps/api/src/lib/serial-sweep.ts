/**
 * A background sweep that runs one pass at a time: a call during a pass runs one more pass right
 * after it (so work that arrived mid-pass is not left for the next tick), and `stop` lets the
 * running pass finish and refuses new ones. `once` must not throw (it logs its own failures).
 */
export function serialSweep(once: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const sweep = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once();
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    sweep,
    /** Resolves when no pass is running. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async stop(): Promise<void> {
      stopped = true;
      while (running) await running;
    },
  };
}
