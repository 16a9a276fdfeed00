import type { FastifyInstance } from 'fastify';
import { startTicker, type Ticker } from './ticker';

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

/**
 * A serial sweep that runs when the app is ready (catching up on what fell due while no instance
 * ran), every `pollMs`, and on `kick`; the app's close lets a running pass finish. `once` must not
 * throw (it logs its own failures).
 */
export function backgroundSweep(app: FastifyInstance, pollMs: number, once: () => Promise<void>): { kick(): void; idle(): Promise<void> } {
  const sweeper = serialSweep(once);
  let ticker: Ticker | undefined;
  app.addHook('onReady', async () => {
    void sweeper.sweep();
    ticker = startTicker(pollMs, sweeper.sweep);
  });
  app.addHook('onClose', async () => {
    ticker?.stop();
    await sweeper.stop();
  });
  return { kick: () => void sweeper.sweep(), idle: sweeper.idle };
}
