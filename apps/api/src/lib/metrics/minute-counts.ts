const MINUTE_MS = 60_000;

/** The answers of one minute: all of them, those refused as the caller's mistake (4xx), and failures (5xx). */
export interface MinuteCount {
  at: Date;
  requests: number;
  clientErrors: number;
  serverErrors: number;
}

export interface MinuteCounts {
  /** One answer with this status, given at `nowMs`. */
  count(nowMs: number, status: number): void;
  /** The last `span` minutes, the current one last, oldest first; a minute nothing was answered in counts zero. */
  lastMinutes(nowMs: number): MinuteCount[];
}

/**
 * Answers counted by the minute, over the last `span` minutes, in fixed arrays: the admins' System
 * page draws the last hour from them. Each slot remembers which minute it holds, so a slot is
 * emptied when its minute comes round again, and an idle hour reads as zeros without a timer.
 */
export function createMinuteCounts(span = 60): MinuteCounts {
  const minuteHeld = new Float64Array(span).fill(-1);
  const requests = new Uint32Array(span);
  const clientErrors = new Uint32Array(span);
  const serverErrors = new Uint32Array(span);
  return {
    count(nowMs, status) {
      const minute = Math.floor(nowMs / MINUTE_MS);
      const slot = minute % span;
      if (minuteHeld[slot] !== minute) {
        minuteHeld[slot] = minute;
        requests[slot] = 0;
        clientErrors[slot] = 0;
        serverErrors[slot] = 0;
      }
      requests[slot] = (requests[slot] ?? 0) + 1;
      if (status >= 500) serverErrors[slot] = (serverErrors[slot] ?? 0) + 1;
      else if (status >= 400) clientErrors[slot] = (clientErrors[slot] ?? 0) + 1;
    },
    lastMinutes(nowMs) {
      const current = Math.floor(nowMs / MINUTE_MS);
      return Array.from({ length: span }, (_, index) => {
        const minute = current - span + 1 + index;
        const slot = minute % span;
        const held = minuteHeld[slot] === minute;
        return {
          at: new Date(minute * MINUTE_MS),
          requests: held ? (requests[slot] ?? 0) : 0,
          clientErrors: held ? (clientErrors[slot] ?? 0) : 0,
          serverErrors: held ? (serverErrors[slot] ?? 0) : 0,
        };
      });
    },
  };
}
