import type { ApiProcess, ProbeSnapshot } from './api-process';
import type { Mode } from './types';
import { load, type LoadResult } from './load';
import { fmt, sleep } from './stats';

/**
 * /api/health's budget while hostile input is processed. The full run, on a quiet machine: nobody
 * else waits noticeably for it. The smoke run shares the machine (`npm test`, often with other work
 * busy beside it): there the budget keeps what the code controls, that no request stalls the API,
 * which a parse that backtracks on 1 MB does for seconds; a busy core alone pushed p99 to 100 ms.
 */
const HEALTH_BUDGETS: Record<Mode, { p99Ms: number; maxMs: number }> = { full: { p99Ms: 100, maxMs: 300 }, smoke: { p99Ms: 300, maxMs: 1_000 } };
export const healthBudgetText = (mode: Mode) => `/api/health p99 < ${HEALTH_BUDGETS[mode].p99Ms} ms, slowest < ${HEALTH_BUDGETS[mode].maxMs} ms`;

export interface HealthWhileOptions {
  seconds: number;
  /** A step starts at most this often (ms): "several requests in a row", not a flood from this core. */
  everyMs?: number;
  /** Steps run at least this many times, even past the end of the round. */
  minSteps?: number;
  /** And at most this many (a pool of fresh hosts runs out). */
  maxSteps?: number;
}

/**
 * /api/health at a fixed rate from the load generator on its own thread (this thread serves the
 * loopback sites and sends the hostile requests) while `step` runs again and again, from before
 * the round begins until it has ended: the work overlaps the whole measured window. The probe's
 * event-loop delay covers all of the work, the steps that end after the round too.
 */
export async function healthWhile<T>(api: ApiProcess, options: HealthWhileOptions, step: (index: number) => Promise<T>): Promise<{ health: LoadResult; loop: ProbeSnapshot; results: T[] }> {
  let ended = false;
  await api.resetProbe();
  const round = load({ url: api.url, path: '/api/health', connections: 10, seconds: options.seconds, rate: 500, ownThread: true });
  round.then(
    () => (ended = true),
    () => (ended = true),
  );
  const results: T[] = [];
  const minSteps = options.minSteps ?? 1;
  const maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
  while ((!ended || results.length < minSteps) && results.length < maxSteps) {
    const started = Date.now();
    results.push(await step(results.length));
    const rest = (options.everyMs ?? 0) - (Date.now() - started);
    if (rest > 0 && !ended) await sleep(rest);
  }
  const health = await round;
  return { health, loop: await api.readProbeFresh(), results };
}

export function healthWithinBudget(health: LoadResult, mode: Mode): boolean {
  const budget = HEALTH_BUDGETS[mode];
  return health.total > 0 && health.errors === 0 && health.timeouts === 0 && health.non2xx === 0 && health.p99 < budget.p99Ms && health.max < budget.maxMs;
}

/** The figure: /api/health against its budget, and the event loop's longest delay for information. */
export function healthFigure(health: LoadResult, loop: ProbeSnapshot): string {
  const delay = `event-loop max ${fmt.ms(loop.max)}`;
  // A loop stalled past the round's end leaves every request in flight: none is counted.
  if (health.total === 0) return `/api/health: no answer in the whole round · ${delay}`;
  const failures = health.errors + health.timeouts + health.non2xx;
  return `/api/health p99 ${fmt.ms(health.p99)}, slowest ${fmt.ms(health.max)} (${fmt.int(health.total)} requests${failures ? `, ${failures} failed` : ''}) · ${delay}`;
}

export const healthValues = (health: LoadResult, loop: ProbeSnapshot): Record<string, number> => ({ healthP99: health.p99, healthMax: health.max, healthRequests: health.total, loopMax: loop.max });
