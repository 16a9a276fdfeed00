import { createMinuteCounts } from './minute-counts';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('answers counted by the minute', () => {
  it('counts answers in their minute, errors apart by kind, the current minute last', () => {
    const counts = createMinuteCounts(60);
    counts.count(start + 1_000, 200);
    counts.count(start + 2_000, 404);
    counts.count(start + 59_999, 503);
    counts.count(start + MINUTE, 201);
    const minutes = counts.lastMinutes(start + MINUTE + 5_000);
    expect(minutes).toHaveLength(60);
    expect(minutes.at(-1)).toEqual({ at: new Date(start + MINUTE), requests: 1, clientErrors: 0, serverErrors: 0 });
    expect(minutes.at(-2)).toEqual({ at: new Date(start), requests: 3, clientErrors: 1, serverErrors: 1 });
    expect(minutes.slice(0, -2).every((minute) => minute.requests === 0)).toBe(true);
    expect(minutes[0]?.at).toEqual(new Date(start + MINUTE - 59 * MINUTE));
  });

  it('forgets a minute once it is more than the span old, and reuses its slot for the new one', () => {
    const counts = createMinuteCounts(3);
    counts.count(start, 200);
    counts.count(start + MINUTE, 500);
    expect(counts.lastMinutes(start + 2 * MINUTE).map((minute) => minute.requests)).toEqual([1, 1, 0]);
    // Three minutes on, the first minute's slot holds the new minute: its old count is gone.
    counts.count(start + 3 * MINUTE, 200);
    expect(counts.lastMinutes(start + 3 * MINUTE).map((minute) => [minute.requests, minute.serverErrors])).toEqual([
      [1, 1],
      [0, 0],
      [1, 0],
    ]);
    // An hour of silence reads as zeros, with no timer having run.
    expect(counts.lastMinutes(start + 60 * MINUTE).every((minute) => minute.requests === 0)).toBe(true);
  });
});
