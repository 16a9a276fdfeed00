import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { isAdmin } from '../../plugins/access.types';
import type { ResponseCache } from '../response-cache';
import { sendJson } from '../response-cache';
import { COMPRESSION_THRESHOLD, preferredEncoding } from './compression';

/** A list the response cache holds: its key (who asks, the query), the route's schema and how to build it. */
export interface CachedRead<T> {
  key: string;
  schema: ZodType<T>;
  compute: () => Promise<T>;
}

/**
 * The options of a cached list's route: it answers compressed itself, once per data version, so the
 * compression plugin (plugins/compression.ts) is not run on it.
 */
export const CACHED_LIST_ROUTE = { compress: false } as const;

/** Whether If-None-Match names this ETag (weak comparison: the W/ prefix does not count) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What our own client sends back: the ETag as it was given.
  if (ifNoneMatch === etag) return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The headers of every answer of a cached list, 304s included. `private`: the answer is the
 * caller's (a shared cache must not keep it); `no-cache`: whoever keeps it asks again each time,
 * with If-None-Match. Vary: the bytes differ by Accept-Encoding, the ETag does not (it is weak).
 */
function validators(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding');
}

/**
 * Answers a read-only list from the response cache: 304 with no body when the caller's copy is
 * current (nothing built, nothing serialised: one data-version read and a hash), else the cached
 * JSON, in the caller's preferred encoding when it is large enough, compressed once per version.
 * The route has checked who may ask before calling this: a 304 is an answer too.
 */
export async function sendCachedList<T>(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, read: CachedRead<T>): Promise<FastifyReply> {
  // Kept apart by how the caller acts too: an admin's session not confirmed with their passkey acts
  // as a member (docs/flows/sign-in.md#admins), and must never be served the list their confirmed one got.
  const current = await cache.current(`${read.key}|${request.member && isAdmin(request.member) ? 'as-admin' : 'as-member'}`);
  if (etagMatches(request.headers['if-none-match'], current.etag)) return validators(reply, current.etag).code(304).send();
  const answer = await current.answer(read.schema, read.compute);
  validators(reply, answer.etag);
  const encoding = answer.json.length >= COMPRESSION_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return sendJson(reply, answer.json);
  // Already compressed: the compression plugin leaves an answer with a Content-Encoding alone.
  return sendJson(reply.header('content-encoding', encoding), await answer.encoded(encoding));
}
