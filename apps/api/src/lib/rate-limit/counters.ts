import type { Clock } from '../clock';

/** Where a key's fixed window stands after one more hit. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  ttlMs: number;
}

/**
 * Fixed-window hit counters. A key's window opens at its first hit and lasts `windowMs`; the hit
 * after it ends opens the next. Keys carry the limit's name (`magic-link:email:ada@example.com`),
 * so every limit can share one set of counters.
 */
export interface RateCounters {
  /** Counts `amount` (1 unless given; 0 only reads) against the key's window: a weighted hit counts bytes, say. */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
}

/** Ended windows stay until this many keys are held, then they are swept out in one pass. */
const SWEEP_ABOVE = 10_000;

/**
 * Counters in this process's memory: one SQLite process is the whole deployment, and a database
 * write per limited request would cost it an fsync.
 */
export function createMemoryCounters(clock: Clock): RateCounters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, amount = 1) {
      const now = clock.now().getTime();
      if (windows.size > SWEEP_ABOVE) {
        for (const [entryKey, entry] of windows) if (entry.resetAt <= now) windows.delete(entryKey);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += amount;
      return { count: entry.count, ttlMs: entry.resetAt - now };
    },
  };
}
