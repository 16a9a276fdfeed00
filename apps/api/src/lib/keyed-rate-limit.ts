import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock';

/**
 * A fixed-window limit on a key taken from the parsed body (an email address). @fastify/rate-limit
 * runs one limiter per request, so routes keep it for the per-IP limit and add this for the second key.
 */
export function keyedRateLimit(options: {
  max: number;
  windowMs: number;
  clock: Clock;
  keyOf: (request: FastifyRequest) => string | undefined;
}) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = options.keyOf(request);
    if (!key) return;
    const now = options.clock.now().getTime();
    if (windows.size > 10_000) {
      for (const [entryKey, entry] of windows) if (entry.resetAt <= now) windows.delete(entryKey);
    }
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > options.max) {
      reply.header('retry-after', Math.ceil((entry.resetAt - now) / 1000));
      return reply.code(429).send({ success: false, error: 'Too many requests. Please wait and try again.' });
    }
  };
}
