import { performance } from 'node:perf_hooks';

/** Told each statement's time in seconds, once metrics are on (plugins/metrics.ts); unset, nothing is timed. */
export type StatementObserver = (seconds: number) => void;

/** What a store times its statements with: empty until someone observes. */
export interface StatementTiming {
  observe?: StatementObserver;
}

/** A synchronous statement (better-sqlite3 runs it inside the call), timed when observed. */
export function timedSync<T>(timing: StatementTiming, run: () => T): T {
  const observe = timing.observe;
  if (!observe) return run();
  const started = performance.now();
  try {
    return run();
  } finally {
    observe((performance.now() - started) / 1000);
  }
}

/** A statement that answers later (node-postgres), timed to its answer when observed. */
export function timedAsync<T>(timing: StatementTiming, run: () => Promise<T>): Promise<T> {
  const observe = timing.observe;
  if (!observe) return run();
  const started = performance.now();
  const done = () => observe((performance.now() - started) / 1000);
  return run().then(
    (value) => {
      done();
      return value;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
}
