import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { compressBytes, type Encoding } from './http/compression';

/** An answer as the cache holds it: made under one data version, named by its ETag. */
export interface CachedAnswer {
  /** A weak ETag: the hash of the cache key and the data version the answer was made under. */
  readonly etag: string;
  /** The JSON, checked against the route's schema, as UTF-8 bytes (written out without being encoded again). */
  readonly json: Buffer;
  /** The JSON compressed in `encoding`: made once per answer and kept beside it, within the byte budget. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** The answer under one key as the database stands now: its name, and the answer when it is wanted. */
export interface CurrentAnswer {
  /** What the answer's ETag is: known before anything is built, so an unchanged answer costs nothing. */
  readonly etag: string;
  /** The answer made under this version: the cached one, else made now (once for every request asking meanwhile). */
  answer<T>(schema: ZodType<T>, compute: () => Promise<T>): Promise<CachedAnswer>;
}

export interface ResponseCache {
  /**
   * Reads the data version (one statement) and names the answer under `key` as it stands. The key
   * must hold everything the answer depends on besides the database (who asks, the query): the
   * ETag is made from it, so two callers share one only when they would get the same bytes.
   */
  current(key: string): Promise<CurrentAnswer>;
}

export interface ResponseCacheOptions {
  /** Bytes of JSON and compressed JSON kept together. */
  maxBytes?: number;
  compress?: (encoding: Encoding, bytes: Buffer) => Promise<Buffer>;
}

/**
 * A weak validator: the same JSON in any content coding is the same answer. Nothing secret goes
 * in: the key names the caller and the query, and the version (which on SQLite starts with a random
 * epoch) says only that the database changed, which a caller sees from the lists anyway.
 */
export function etagOf(key: string, version: string): string {
  return `W/"${createHash('sha256').update(key).update('\u0000').update(version).digest('base64url').slice(0, 32)}"`;
}

interface Entry {
  version: string;
  answer: CachedAnswer;
  /** The JSON and the compressed forms made so far: what the entry weighs against the budget. */
  bytes: number;
}

/**
 * Serialised answers of hot, read-mostly lists (the deal lists: building 50 deals with their
 * vote counts and serialising them cost about 2 ms a request; a cached one is bytes written
 * out), with their compressed forms. Requests that miss at once share one making of the answer:
 * on PostgreSQL, where a list of 500 deals takes long enough for many to arrive meanwhile, each
 * making its own multiplied the wait for all of them. Least recently used entries leave first,
 * within a byte budget that counts the compressed forms too.
 */
export function createResponseCache(version: () => string | Promise<string>, options: ResponseCacheOptions = {}): ResponseCache {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const compress = options.compress ?? compressBytes;
  const entries = new Map<string, Entry>();
  /** Answers being made: requests that miss together wait for one, instead of each making its own. */
  const making = new Map<string, { version: string; answer: Promise<CachedAnswer> }>();
  let size = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.bytes;
  };
  const weigh = (entry: Entry, bytes: number) => {
    entry.bytes += bytes;
    size += bytes;
    for (const oldest of entries.keys()) {
      if (size <= maxBytes) break;
      drop(oldest);
    }
  };

  /** The answer's compressed forms are made on first use; one that is still cached when it is done counts against the budget. */
  const answerOf = (key: string, etag: string, json: Buffer, owner: () => Entry | undefined): CachedAnswer => {
    const encodings = new Map<Encoding, Promise<Buffer>>();
    return {
      etag,
      json,
      encoded(encoding) {
        const made = encodings.get(encoding);
        if (made) return made;
        const compressing = compress(encoding, json).then(
          (bytes) => {
            const entry = owner();
            if (entry && entries.get(key) === entry) weigh(entry, bytes.length);
            return bytes;
          },
          (error: unknown) => {
            encodings.delete(encoding);
            throw error;
          },
        );
        encodings.set(encoding, compressing);
        return compressing;
      },
    };
  };

  const answerAt = async <T>(key: string, current: string, schema: ZodType<T>, compute: () => Promise<T>): Promise<CachedAnswer> => {
    const hit = entries.get(key);
    if (hit && hit.version === current) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.answer;
    }
    const underWay = making.get(key);
    if (underWay && underWay.version === current) return underWay.answer;
    drop(key);
    const make = async (): Promise<CachedAnswer> => {
      const json = Buffer.from(JSON.stringify(schema.parse(await compute())));
      let entry: Entry | undefined;
      const answer = answerOf(key, etagOf(key, current), json, () => entry);
      // A newer version's answer may have been stored meanwhile: an older one never replaces it.
      if (json.length <= maxBytes && making.get(key) === pending) {
        drop(key);
        entry = { version: current, answer, bytes: 0 };
        entries.set(key, entry);
        weigh(entry, json.length);
      }
      return answer;
    };
    const pending: { version: string; answer: Promise<CachedAnswer> } = { version: current, answer: make() };
    making.set(key, pending);
    try {
      return await pending.answer;
    } finally {
      if (making.get(key) === pending) making.delete(key);
    }
  };

  return {
    async current(key) {
      // Read before the data: a write landing in between leaves the entry under the older version, so it is made again next time, never served stale.
      const current = await version();
      // The cached answer already carries its ETag: a request whose list has not changed hashes nothing.
      const cached = entries.get(key);
      const etag = cached && cached.version === current ? cached.answer.etag : etagOf(key, current);
      return { etag, answer: (schema, compute) => answerAt(key, current, schema, compute) };
    },
  };
}

/** Sends JSON made by the cache as it is: already checked against the route's schema and serialised. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
