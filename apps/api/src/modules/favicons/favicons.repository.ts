import { and, eq, lt } from 'drizzle-orm';
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

export interface FaviconRepository {
  find(domain: string): Promise<FaviconCacheEntry | undefined>;
  /** Inserts or replaces the entry for its domain. */
  save(entry: FaviconCacheEntry): Promise<void>;
  /** Forgets misses older than `before`, so junk domains do not pile up. */
  pruneMisses(before: Date): Promise<number>;
}

export function createFaviconRepository(db: Db): FaviconRepository {
  const { faviconCache } = db.tables;
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
    pruneMisses(before) {
      return db.changes((q) => q.delete(faviconCache).where(and(eq(faviconCache.isValid, false), lt(faviconCache.fetchedAt, before))));
    },
  };
}
