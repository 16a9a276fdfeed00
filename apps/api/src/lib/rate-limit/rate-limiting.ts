import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Store } from '../../db/store';
import type { Clock } from '../clock';
import { createMemoryCounters, type RateCounters } from './counters';
import { createDatabaseCounters } from './database-counters';
import { countersStore } from './plugin-store';

/** Ended windows' rows are deleted this often; a hit never reads an ended window's count, so this only bounds the table. */
const PRUNE_EVERY_MS = 5 * 60_000;

export interface RateLimiting {
  /** The counters of the limits routes add themselves (keyedRateLimit, which fails open on its own). */
  counters: RateCounters;
  /** @fastify/rate-limit's `store`, when it must not be the plugin's own in-memory one. */
  store?: FastifyRateLimitStoreCtor;
  /** Stops the prune and waits for one under way. */
  stop(): Promise<void>;
}

/**
 * Where the rate limits count. PostgreSQL means several instances may serve one deployment, so
 * they count in the database, together; a SQLite file has one process, which counts in memory.
 * A count that fails (the database unreachable, a statement timing out) lets the request through
 * with a logged warning instead of a 500: a limit only slows abuse down, every limited handler
 * uses the same database and reports a real outage itself, and failing closed would turn a brief
 * database hiccup into refused sign-ins.
 */
export function rateLimitingFor(db: Store, clock: Clock, log: FastifyBaseLogger): RateLimiting {
  if (db.soleProcess) return { counters: createMemoryCounters(clock), stop: async () => undefined };
  const counters = createDatabaseCounters(db, clock);
  let pruning: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pruning = counters.prune().catch((error: unknown) => log.warn({ err: error }, 'ended rate limit windows not pruned'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return {
    counters,
    store: countersStore(counters, (error, limit) => log.warn({ err: error, limit }, 'rate limit not counted: the request goes through')),
    stop: async () => {
      clearInterval(timer);
      await pruning;
    },
  };
}
