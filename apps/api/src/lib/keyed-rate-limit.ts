import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateCounters } from './rate-limit/counters';

/**
 * A fixed-window limit on a key taken from the parsed body (an email address). @fastify/rate-limit
 * runs one limiter per request, so routes keep it for the per-IP limit and add this for the second key.
 * `name` keeps this limit's counts apart from every other limit's in the shared counters.
 */
export function keyedRateLimit(options: {
  name: string;
  max: number;
  windowMs: number;
  counters: RateCounters;
  keyOf: (request: FastifyRequest) => string | undefined;
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = options.keyOf(request);
    if (!key) return;
    let counted;
    try {
      counted = await options.counters.hit(`${options.name}:${key}`, options.windowMs);
    } catch (error) {
      // Fail open, as the per-IP limits do (see rate-limit/rate-limiting.ts); the key is personal data and stays out of the log.
      request.log.warn({ err: error, limit: options.name }, 'rate limit not counted: the request goes through');
      return;
    }
    if (counted.count > options.max) {
      reply.header('retry-after', Math.ceil(counted.ttlMs / 1000));
      return reply.code(429).send({ success: false, error: 'Too many requests. Please wait and try again.' });
    }
  };
}

/** The body's `email`, trimmed and lower-cased: the key of every per-email limit. */
export function bodyEmailKey(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}
