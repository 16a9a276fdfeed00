import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/store';

/** One cached lookup: a found icon (isValid) or a remembered miss (isValid false, no body). */
export interface FaviconCacheEntry {
  domain: string;
  url: string | null;
  contentType: string | null;
  body: Buffer | null;
  isValid: boolean;
  fetchedAt: Date;
}

/** How much the cache may hold: bytes across all entries, and entries of any kind. */
export interface FaviconCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

export interface FaviconRepository {
  find(domain: string): Promise<FaviconCacheEntry | undefined>;
  /** Inserts or replaces the entry for its domain. */
  save(entry: FaviconCacheEntry): Promise<void>;
  /** Forgets icons fetched at or before `iconsBefore` and misses at or before `missesBefore`: no lookup would serve them. */
  pruneExpired(cutoffs: { iconsBefore: Date; missesBefore: Date }): Promise<number>;
  /** What the cache holds, counted as FAVICON_ROW_OVERHEAD_BYTES describes. */
  usage(): Promise<{ bytes: number; entries: number }>;
  /** Deletes the oldest entries until what is left fits `limits`; returns how many went. */
  evictOverLimits(limits: FaviconCacheLimits): Promise<number>;
}

/**
 * What an entry costs, as the database can add it up: the bytes of every column we fill, plus a
 * fixed allowance for the row itself (its header, the timestamp and flag, its primary-key entry),
 * so that even bodiless misses count. octet_length is bytes, for text and blobs, on SQLite
 * (3.43 and later) and PostgreSQL alike.
 */
export const FAVICON_ROW_OVERHEAD_BYTES = 64;

export function createFaviconRepository(db: Db): FaviconRepository {
  const { faviconCache } = db.tables;
  const entryBytes = sql<number>`(coalesce(octet_length(${faviconCache.body}), 0) + coalesce(octet_length(${faviconCache.url}), 0) + coalesce(octet_length(${faviconCache.contentType}), 0) + octet_length(${faviconCache.domain}) + ${FAVICON_ROW_OVERHEAD_BYTES})`;
  // Newest first; the domain breaks ties between entries written in the same millisecond.
  const newestFirst = sql`order by ${faviconCache.fetchedAt} desc, ${faviconCache.domain} desc`;
  return {
    async find(domain) {
      const row = await db.first((q) => q.select().from(faviconCache).where(eq(faviconCache.domain, domain)));
      if (!row) return undefined;
      return {
        domain: row.domain,
        url: row.url,
        contentType: row.contentType,
        body: row.body ? Buffer.from(row.body) : null,
        isValid: row.isValid,
        fetchedAt: row.fetchedAt,
      };
    },
    async save(entry) {
      const { domain: _key, ...columns } = entry;
      await db.query((q) => q.insert(faviconCache).values(entry).onConflictDoUpdate({ target: faviconCache.domain, set: columns }));
    },
    async usage() {
      const row = await db.first((q) =>
        q.select({ bytes: sql<number>`coalesce(sum(${entryBytes}), 0)`.mapWith(Number), entries: sql<number>`count(*)`.mapWith(Number) }).from(faviconCache),
      );
      return row ?? { bytes: 0, entries: 0 };
    },
    pruneExpired({ iconsBefore, missesBefore }) {
      return db.changes((q) =>
        q
          .delete(faviconCache)
          .where(
            or(
              and(eq(faviconCache.isValid, true), lte(faviconCache.fetchedAt, iconsBefore)),
              and(eq(faviconCache.isValid, false), lte(faviconCache.fetchedAt, missesBefore)),
            ),
          ),
      );
    },
    evictOverLimits({ maxBytes, maxEntries }) {
      // One statement on both dialects: a running total from the newest entry down, and every entry
      // from the one that crosses a limit onwards goes. The length functions read the stored sizes,
      // not the blobs (SQLite's record header, PostgreSQL's TOAST header).
      return db.changes((q) => {
        const ranked = q
          .select({
            domain: faviconCache.domain,
            keptBytes: sql<number>`sum(${entryBytes}) over (${newestFirst} rows between unbounded preceding and current row)`.as('kept_bytes'),
            position: sql<number>`row_number() over (${newestFirst})`.as('position'),
          })
          .from(faviconCache)
          .as('ranked');
        const overLimits = q
          .select({ domain: ranked.domain })
          .from(ranked)
          .where(or(gt(ranked.keptBytes, maxBytes), gt(ranked.position, maxEntries)));
        return q.delete(faviconCache).where(inArray(faviconCache.domain, overLimits));
      });
    },
  };
}
