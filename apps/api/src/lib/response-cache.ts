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
 * out). Requests that miss at once share one making of the answer: on PostgreSQL, where a list
 * of 500 deals takes long enough for many to arrive meanwhile, each making its own multiplied the
 * wait for all of them. Least recently used entries leave first, within a byte budget.
 */
export function createResponseCache(version: () => string | Promise<string>, maxBytes = 32 * 1024 * 1024): ResponseCache {
  const entries = new Map<string, { version: string; json: Buffer }>();
  /** Answers being made: requests that miss together wait for one, instead of each making its own. */
  const making = new Map<string, { version: string; json: Promise<Buffer> }>();
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
      const underWay = making.get(key);
      if (underWay && underWay.version === current) return underWay.json;
      drop(key);
      const make = async (): Promise<Buffer> => {
        const json = Buffer.from(JSON.stringify(schema.parse(await compute())));
        // A newer version's answer may have been stored meanwhile: an older one never replaces it.
        if (json.length <= maxBytes && making.get(key) === pending) {
          drop(key);
          entries.set(key, { version: current, json });
          size += json.length;
          for (const oldest of entries.keys()) {
            if (size <= maxBytes) break;
            drop(oldest);
          }
        }
        return json;
      };
      const pending: { version: string; json: Promise<Buffer> } = { version: current, json: make() };
      making.set(key, pending);
      try {
        return await pending.json;
      } finally {
        if (making.get(key) === pending) making.delete(key);
      }
    },
  };
}

/** Sends JSON made by the cache as it is: already checked against the route's schema and serialised. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
