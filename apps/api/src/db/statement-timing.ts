import { performance } from 'node:perf_hooks';

/** Told each statement's time in seconds, as it ends (the metrics, the traces: plugins/metrics.ts, plugins/tracing.ts). */
export type StatementObserver = (seconds: number) => void;

/** What a store times its statements with: nothing is timed until someone observes. */
export interface StatementTiming {
  readonly observers: StatementObserver[];
}

export const statementTiming = (): StatementTiming => ({ observers: [] });

const tell = (observers: readonly StatementObserver[], started: number) => {
  const seconds = (performance.now() - started) / 1000;
  for (const observe of observers) {
    try {
      observe(seconds);
    } catch {
      // An observer's failure must never turn a statement that ran into one that failed.
    }
  }
};

/** A synchronous statement (better-sqlite3 runs it inside the call), timed when observed. */
export function timedSync<T>(timing: StatementTiming, run: () => T): T {
  const { observers } = timing;
  if (observers.length === 0) return run();
  const started = performance.now();
  try {
    return run();
  } finally {
    tell(observers, started);
  }
}

/** A statement that answers later (node-postgres), timed to its answer when observed. */
export function timedAsync<T>(timing: StatementTiming, run: () => Promise<T>): Promise<T> {
  const { observers } = timing;
  if (observers.length === 0) return run();
  const started = performance.now();
  return run().then(
    (value) => {
      tell(observers, started);
      return value;
    },
    (error: unknown) => {
      tell(observers, started);
      throw error;
    },
  );
}
