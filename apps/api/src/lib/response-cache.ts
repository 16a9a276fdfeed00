import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';

export interface ResponseCache {
  /**
   * The JSON of `compute()` checked against `schema`, as UTF-8 bytes (written out without being
   * encoded again), made again only when the data version has moved since it was cached under
   * `key`. The key must hold everything the answer depends on besides the database (who asks,
   * the query).
   */
  json<T>(key: string, schema: ZodType<T>, compute: () => Promise<T>): Promise<Buffer>;
}

/**
 * Serialised answers of hot, read-mostly lists (the deal lists: building 50 deals with their
 * vote counts and serialising them cost about 2 ms a request; a cached one is bytes written
 * out). Least recently used entries leave first, within a byte budget.
 */
export function createResponseCache(version: () => string | Promise<string>, maxBytes = 32 * 1024 * 1024): ResponseCache {
  const entries = new Map<string, { version: string; json: Buffer }>();
  let size = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.json.length;
  };
  return {
    async json(key, schema, compute) {
      // Read before the data: a write landing in between leaves the entry under the older version, so it is made again next time, never served stale.
      const current = await version();
      const hit = entries.get(key);
      if (hit && hit.version === current) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.json;
      }
      drop(key);
      const json = Buffer.from(JSON.stringify(schema.parse(await compute())));
      if (json.length <= maxBytes) {
        entries.set(key, { version: current, json });
        size += json.length;
        for (const oldest of entries.keys()) {
          if (size <= maxBytes) break;
          drop(oldest);
        }
      }
      return json;
    },
  };
}

/** Sends JSON made by the cache as it is: already checked against the route's schema and serialised. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
