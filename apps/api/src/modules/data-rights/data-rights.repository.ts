import { and, desc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { dataAccessLinks, dataRequests, retentionRuns } from '../../db/schema';
import { leaseHolders, type LeaseHolding } from '../../db/lease-holders';
import type { Db } from '../../db/store';

export type DataRequestRow = typeof dataRequests.$inferSelect;
export type DataAccessLinkRow = typeof dataAccessLinks.$inferSelect;
export type RetentionRunRow = typeof retentionRuns.$inferSelect;

/** Decided requests the admin page shows below the pending ones. */
const DECIDED_SHOWN = 50;

/**
 * data_requests, data_access_links and retention_runs: only this repository queries them. The
 * rows a request or a run acts on belong to other modules and are changed through their owners.
 */
export function createDataRightsRepository(db: Db) {
  const { dataRequests: requests, dataAccessLinks: links, retentionRuns: runs } = db.tables;
  return {
    /** A pending request for the address; false when one is already pending (the unique pending key). */
    async insertRequest(row: Pick<DataRequestRow, 'id' | 'email' | 'memberId' | 'note' | 'requestedAt'>): Promise<boolean> {
      const inserted = await db.query((q) =>
        q
          .insert(requests)
          .values({ ...row, pendingKey: row.email, status: 'pending' })
          .onConflictDoNothing()
          .returning({ id: requests.id }),
      );
      return inserted.length > 0;
    },
    findRequest(id: string): Promise<DataRequestRow | undefined> {
      return db.first((q) => q.select().from(requests).where(eq(requests.id, id)));
    },
    /** The newest request about the address or the member (what the person sees of it). */
    latestRequestOf(email: string, memberId: string | null): Promise<DataRequestRow | undefined> {
      const mine = or(eq(requests.email, email), memberId ? eq(requests.memberId, memberId) : undefined);
      return db.first((q) => q.select().from(requests).where(mine).orderBy(desc(requests.requestedAt), desc(requests.id)).limit(1));
    },
    pendingRequests(): Promise<DataRequestRow[]> {
      return db.query((q) => q.select().from(requests).where(eq(requests.status, 'pending')).orderBy(requests.requestedAt, requests.id));
    },
    decidedRequests(): Promise<DataRequestRow[]> {
      return db.query((q) => q.select().from(requests).where(isNotNull(requests.decidedAt)).orderBy(desc(requests.decidedAt), desc(requests.id)).limit(DECIDED_SHOWN));
    },
    /**
     * Closes a pending request, only if it still is (two admins at once: one wins). A completed
     * request forgets the address and the note: what remains says what was done, to no one.
     */
    async closeRequest(id: string, closing: { status: 'completed' | 'declined'; decidedAt: Date; decidedBy: string; declineReason?: string; outcome?: Record<string, unknown> }): Promise<boolean> {
      const forget = closing.status === 'completed' ? { email: null, note: null } : {};
      const changed = await db.changes((q) =>
        q
          .update(requests)
          .set({ ...forget, pendingKey: null, status: closing.status, decidedAt: closing.decidedAt, decidedBy: closing.decidedBy, declineReason: closing.declineReason ?? null, outcome: closing.outcome ?? null })
          .where(and(eq(requests.id, id), eq(requests.status, 'pending'))),
      );
      return changed === 1;
    },
    /**
     * An entity's representative changed: the requests the old address made are that person's, not
     * the entity's any more (the new representative does not see them), and one still pending is
     * declined with `reason` (carrying it out would erase the entity under its new representative).
     * Answers whether one was pending.
     */
    async handOver(memberId: string, oldEmail: string, closing: { decidedAt: Date; decidedBy: string; declineReason: string }): Promise<boolean> {
      const declined = await db.changes((q) =>
        q
          .update(requests)
          .set({ pendingKey: null, status: 'declined', decidedAt: closing.decidedAt, decidedBy: closing.decidedBy, declineReason: closing.declineReason })
          .where(and(eq(requests.memberId, memberId), eq(requests.email, oldEmail), eq(requests.status, 'pending'))),
      );
      await db.query((q) => q.update(requests).set({ memberId: null }).where(and(eq(requests.memberId, memberId), eq(requests.email, oldEmail))));
      return declined > 0;
    },
    /** Declined requests about the address are its own records: they go with its erasure. */
    async deleteDeclinedOf(email: string): Promise<void> {
      await db.query((q) => q.delete(requests).where(and(eq(requests.email, email), eq(requests.status, 'declined'))));
    },

    async insertLink(row: Pick<DataAccessLinkRow, 'id' | 'email' | 'tokenHash' | 'expiresAt' | 'createdAt'>): Promise<void> {
      await db.query((q) => q.insert(links).values(row));
    },
    /** Spends a live link once: the row, with the key the page will use set in the same statement. */
    redeemLink(tokenHash: string, accessKeyHash: string, accessExpiresAt: Date, now: Date): Promise<DataAccessLinkRow | undefined> {
      return db.first((q) =>
        q
          .update(links)
          .set({ tokenHash: null, usedAt: now, accessKeyHash, accessExpiresAt })
          .where(and(eq(links.tokenHash, tokenHash), isNull(links.usedAt), gt(links.expiresAt, now)))
          .returning(),
      );
    },
    /** The address a live key opens. */
    async emailForKey(accessKeyHash: string, now: Date): Promise<string | undefined> {
      const row = await db.first((q) => q.select({ email: links.email }).from(links).where(and(eq(links.accessKeyHash, accessKeyHash), gt(links.accessExpiresAt, now))));
      return row?.email;
    },
    /** Links and keys of the address, gone (an erasure). */
    async deleteLinksOf(email: string): Promise<void> {
      await db.query((q) => q.delete(links).where(eq(links.email, email)));
    },
    /** Links nobody can use any more; answers how many went. */
    deleteDeadLinks(now: Date): Promise<number> {
      return db.changes((q) => q.delete(links).where(and(lt(links.expiresAt, now), or(isNull(links.accessExpiresAt), lt(links.accessExpiresAt, now)))));
    },

    /**
     * Takes the day's retention run: inserts its row, or takes over a run whose instance died (its
     * lease ran out before it finished). False when another instance holds it or it is done.
     */
    async claimRun(day: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean> {
      const inserted = await db.query((q) => q.insert(runs).values({ day, leaseOwner: owner, leaseUntil, startedAt: now }).onConflictDoNothing().returning({ day: runs.day }));
      if (inserted.length > 0) return true;
      const taken = await db.changes((q) =>
        q
          .update(runs)
          .set({ leaseOwner: owner, leaseUntil })
          .where(and(eq(runs.day, day), isNull(runs.finishedAt), lt(runs.leaseUntil, now))),
      );
      return taken === 1;
    },
    /** Renews the run's lease while this instance holds it; false when it lost it. */
    async renewRun(day: string, owner: string, leaseUntil: Date): Promise<boolean> {
      return (await db.changes((q) => q.update(runs).set({ leaseUntil }).where(and(eq(runs.day, day), eq(runs.leaseOwner, owner), isNull(runs.finishedAt))))) === 1;
    },
    async finishRun(day: string, owner: string, now: Date, result: Record<string, number>): Promise<void> {
      await db.query((q) => q.update(runs).set({ finishedAt: now, result, leaseOwner: null, leaseUntil: null }).where(and(eq(runs.day, day), eq(runs.leaseOwner, owner))));
    },
    /** The instance running today's retention, if one is (the admins' System page). */
    runLeases(now: Date): Promise<LeaseHolding[]> {
      return leaseHolders(db, runs, { owner: runs.leaseOwner, until: runs.leaseUntil }, now);
    },
    latestRuns(limit: number): Promise<RetentionRunRow[]> {
      return db.query((q) => q.select().from(runs).orderBy(desc(runs.day)).limit(limit));
    },
  };
}

export type DataRightsRepository = ReturnType<typeof createDataRightsRepository>;
