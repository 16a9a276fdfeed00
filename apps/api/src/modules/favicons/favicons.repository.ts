import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faviconCache } from '../../db/schema';

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
  find(domain: string): FaviconCacheEntry | undefined;
  /** Inserts or replaces the entry for its domain. */
  save(entry: FaviconCacheEntry): void;
  /** Forgets misses older than `before`, so junk domains do not pile up. */
  pruneMisses(before: Date): number;
}

export function createFaviconRepository(db: Db): FaviconRepository {
  return {
    find(domain) {
      const row = db.select().from(faviconCache).where(eq(faviconCache.domain, domain)).get();
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
    save(entry) {
      const { domain: _key, ...columns } = entry;
      db.insert(faviconCache).values(entry).onConflictDoUpdate({ target: faviconCache.domain, set: columns }).run();
    },
    pruneMisses(before) {
      return db
        .delete(faviconCache)
        .where(and(eq(faviconCache.isValid, false), lt(faviconCache.fetchedAt, before)))
        .run().changes;
    },
  };
}
