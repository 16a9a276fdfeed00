import { lte, sql } from 'drizzle-orm';
import { sha256Hex } from '../../crypto/hashing';
import { instantValue, type Db } from '../../db/store';
import type { Clock } from '../clock';
import type { RateCounters } from './counters';

export interface DatabaseCounters extends RateCounters {
  /** Deletes the rows of windows that have ended; returns how many. */
  prune(): Promise<number>;
}

/**
 * Counters in the `rate_limits` table, shared by every API instance on the database. A hit is one
 * atomic upsert: the first hit inserts the row; a later one counts on, or opens a new window when
 * the stored one has ended. Concurrent hits on one key queue on the row (PostgreSQL) or the one
 * connection (SQLite), so none is lost. Time is the app's clock, like every other expiry here.
 * Keys name people (an email, an IP address): the table holds their SHA-256 instead, so it never
 * becomes a list of who tried to sign in.
 */
export function createDatabaseCounters(db: Db, clock: Clock): DatabaseCounters {
  const { rateLimits } = db.tables;
  return {
    async hit(name, windowMs, amount = 1) {
      const key = storedKey(name);
      const now = clock.now();
      const resetAt = new Date(now.getTime() + windowMs);
      // Raw fragments skip column encoding: the instants go in as the dialect stores them.
      const ended = sql`${rateLimits.resetAt} <= ${instantValue(db, now)}`;
      const rows = await db.query((q) =>
        q
          .insert(rateLimits)
          .values({ key, count: amount, resetAt })
          .onConflictDoUpdate({
            target: rateLimits.key,
            // Both expressions read the row as it was before this update.
            set: {
              count: sql`case when ${ended} then ${amount} else ${rateLimits.count} + ${amount} end`,
              resetAt: sql`case when ${ended} then ${instantValue(db, resetAt)} else ${rateLimits.resetAt} end`,
            },
          })
          .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt }),
      );
      const row = rows[0];
      if (!row) throw new Error('the rate limit upsert returned no row');
      return { count: row.count, ttlMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
    },
    prune() {
      return db.changes((q) => q.delete(rateLimits).where(lte(rateLimits.resetAt, clock.now())));
    },
  };
}

/** What the table holds for a limit's key. */
export const storedKey = (name: string): string => sha256Hex(name);
