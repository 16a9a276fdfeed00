import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounters } from './counters';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit hands `child()`: the route's merged limit options and, for a route's own limit, the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's custom `store` option over our counters. The plugin makes a child store
 * for every limited route (`config.rateLimit`) and for every `app.rateLimit(...)` handler, and
 * counts each child apart, keyed by client IP alone: so each child needs a name of its own, the
 * same on every instance. A route's limit is named by its method and URL pattern; a handler made
 * by `app.rateLimit` has no route, and takes its place in the order they are made (every instance
 * runs the same code, so the same handler gets the same number).
 *
 * A failed count calls back with the error after `onError` (the plugin, registered with
 * `skipOnError`, then lets the request through).
 */
export function countersStore(counters: RateCounters, onError: (error: unknown, limit: string) => void): FastifyRateLimitStoreCtor {
  let handlers = 0;
  const nameOf = ({ routeInfo }: ChildOptions): string => {
    if (routeInfo?.url) return `route:${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url}`;
    handlers += 1;
    return `handler:${handlers}`;
  };

  class CountersStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly limit = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`${this.limit}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => {
          onError(error, this.limit);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      return new CountersStore(undefined, nameOf(options as ChildOptions));
    }
  }
  return CountersStore;
}
