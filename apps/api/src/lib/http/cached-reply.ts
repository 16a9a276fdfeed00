import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { ResponseCache } from '../response-cache';
import { sendJson } from '../response-cache';

/** A list the response cache holds: its key (who asks, the query), the route's schema and how to build it. */
export interface CachedRead<T> {
  key: string;
  schema: ZodType<T>;
  compute: () => Promise<T>;
}

/** Whether If-None-Match names this ETag (weak comparison: the W/ prefix does not count) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The headers of every answer of a cached list, 304s included. `private`: the answer is the
 * caller's (a shared cache must not keep it); `no-cache`: whoever keeps it asks again each time,
 * with If-None-Match.
 */
function validators(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', 'private, no-cache');
}

/**
 * Answers a read-only list from the response cache: 304 with no body when the caller's copy is
 * current (nothing built, nothing serialised: one data-version read and a hash), else the cached
 * JSON.
 * The route has checked who may ask before calling this: a 304 is an answer too.
 */
export async function sendCachedList<T>(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, read: CachedRead<T>): Promise<FastifyReply> {
  const current = await cache.current(read.key);
  if (etagMatches(request.headers['if-none-match'], current.etag)) return validators(reply, current.etag).code(304).send();
  const answer = await current.answer(read.schema, read.compute);
  return sendJson(validators(reply, answer.etag), answer.json);
}
