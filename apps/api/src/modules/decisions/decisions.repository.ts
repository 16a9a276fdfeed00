import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, or, lt, gt } from 'drizzle-orm';
import type { DecisionOutcome, DecisionRecord } from '@quorum/domain';
import type { dealDecisions, dealRecusals } from '../../db/schema';
import type { Db } from '../../db/store';
import { leaseHolders, type LeaseHolding } from '../../db/lease-holders';
import { oldestPickable } from '../../db/row-locks';

export type WindowRow = typeof dealDecisions.$inferSelect;
export type RecusalRow = typeof dealRecusals.$inferSelect;

/**
 * The deal_decisions and deal_recusals tables: each deal's vote window and, once closed, its
 * stored decision; and the conflicts members declared. Only this repository queries them.
 */
export function createDecisionsRepository(db: Db) {
  const { dealDecisions, dealRecusals } = db.tables;
  const undecided = isNull(dealDecisions.decidedAt);
  const free = (now: Date) => or(isNull(dealDecisions.leaseUntil), lt(dealDecisions.leaseUntil, now));

  return {
    /** The instances deciding closed windows now, and how many each (the admins' System page). */
    leaseHolders(now: Date): Promise<LeaseHolding[]> {
      return leaseHolders(db, dealDecisions, { owner: dealDecisions.leaseOwner, until: dealDecisions.leaseUntil }, now);
    },

    async find(reportId: string): Promise<WindowRow | undefined> {
      return db.first((q) => q.select().from(dealDecisions).where(eq(dealDecisions.reportId, reportId)));
    },

    /** The windows of these deals (absent: the deal has none). */
    async findMany(reportIds: readonly string[]): Promise<WindowRow[]> {
      if (reportIds.length === 0) return [];
      return db.query((q) => q.select().from(dealDecisions).where(inArray(dealDecisions.reportId, [...reportIds])));
    },

    /** Opens a window unless the deal has one: true when this call opened it. */
    async open(reportId: string, opensAt: Date, closesAt: Date, now: Date): Promise<boolean> {
      const rows = await db.query((q) =>
        q.insert(dealDecisions).values({ reportId, opensAt, closesAt, createdAt: now, updatedAt: now }).onConflictDoNothing().returning({ reportId: dealDecisions.reportId }),
      );
      return rows.length > 0;
    },

    /**
     * Locks a window not yet decided until the transaction ends (on PostgreSQL the UPDATE takes the
     * row's lock; SQLite runs one transaction at a time): a vote, a conflict and the decision take it
     * first, so each sees the others whole. False when the window is decided or does not exist.
     */
    async lockUndecided(reportId: string): Promise<boolean> {
      return (await db.changes((q) => q.update(dealDecisions).set({ reportId }).where(and(eq(dealDecisions.reportId, reportId), undecided)))) > 0;
    },

    /** A new closing time for a window not yet decided; false when it has been decided (or does not exist). */
    async moveClosing(reportId: string, closesAt: Date, now: Date): Promise<boolean> {
      return (await db.changes((q) => q.update(dealDecisions).set({ closesAt, updatedAt: now }).where(and(eq(dealDecisions.reportId, reportId), undecided)))) > 0;
    },

    /**
     * Takes the lease of the window that closed longest ago and is not decided, if nobody holds it:
     * one statement, so two instances never take the same window.
     */
    async claimDue(now: Date, owner: string, until: Date): Promise<WindowRow | undefined> {
      const pickable = and(undecided, lte(dealDecisions.closesAt, now), free(now));
      const rows = await db.query((q) =>
        q
          .update(dealDecisions)
          .set({ leaseOwner: owner, leaseUntil: until })
          .where(oldestPickable(db, q, dealDecisions, dealDecisions.reportId, dealDecisions.closesAt, pickable))
          .returning(),
      );
      return rows[0];
    },

    /** Stores the decision if this instance still holds the window's lease and nobody decided it: true exactly once per window. */
    async decide(reportId: string, owner: string, outcome: DecisionOutcome, record: DecisionRecord, now: Date): Promise<boolean> {
      const changed = await db.changes((q) =>
        q
          .update(dealDecisions)
          .set({ decidedAt: now, outcome, record, leaseOwner: null, leaseUntil: null, updatedAt: now })
          .where(and(eq(dealDecisions.reportId, reportId), undecided, eq(dealDecisions.leaseOwner, owner))),
      );
      return changed > 0;
    },

    async release(reportId: string, owner: string): Promise<void> {
      await db.query((q) => q.update(dealDecisions).set({ leaseOwner: null, leaseUntil: null }).where(and(eq(dealDecisions.reportId, reportId), eq(dealDecisions.leaseOwner, owner))));
    },

    /** Undecided windows closing within the horizon whose reminder has not gone out. */
    async reminderCandidates(now: Date, horizon: Date): Promise<WindowRow[]> {
      return db.query((q) =>
        q
          .select()
          .from(dealDecisions)
          .where(and(undecided, isNull(dealDecisions.reminderSentAt), gt(dealDecisions.closesAt, now), lte(dealDecisions.closesAt, horizon))),
      );
    },

    /** Marks a window's reminder as sent: true for the one caller that marked it. */
    async takeReminder(reportId: string, now: Date): Promise<boolean> {
      return (await db.changes((q) => q.update(dealDecisions).set({ reminderSentAt: now }).where(and(eq(dealDecisions.reportId, reportId), isNull(dealDecisions.reminderSentAt), undecided)))) > 0;
    },

    /** Decided deals with a yes-or-no outcome, newest first; `since` narrows to decisions after it. */
    async decided(since?: Date): Promise<WindowRow[]> {
      return db.query((q) =>
        q
          .select()
          .from(dealDecisions)
          .where(and(isNotNull(dealDecisions.decidedAt), since ? gte(dealDecisions.decidedAt, since) : undefined))
          .orderBy(desc(dealDecisions.decidedAt)),
      );
    },

    /** Approved deals' ids: the portfolio and the leads. */
    async approvedIds(): Promise<string[]> {
      const rows = await db.query((q) => q.select({ reportId: dealDecisions.reportId }).from(dealDecisions).where(eq(dealDecisions.outcome, 'approved')));
      return rows.map((row) => row.reportId);
    },

    async recusals(reportId: string): Promise<RecusalRow[]> {
      return db.query((q) => q.select().from(dealRecusals).where(eq(dealRecusals.reportId, reportId)).orderBy(dealRecusals.createdAt));
    },

    async allRecusals(): Promise<RecusalRow[]> {
      return db.query((q) => q.select().from(dealRecusals).orderBy(desc(dealRecusals.createdAt)));
    },

    /** Records a conflict; false when the member had already declared one. */
    async recuse(reportId: string, memberId: string, memberName: string, now: Date): Promise<boolean> {
      const rows = await db.query((q) => q.insert(dealRecusals).values({ reportId, memberId, memberName, createdAt: now }).onConflictDoNothing().returning({ memberId: dealRecusals.memberId }));
      return rows.length > 0;
    },

    async withdrawRecusal(reportId: string, memberId: string): Promise<boolean> {
      return (await db.changes((q) => q.delete(dealRecusals).where(and(eq(dealRecusals.reportId, reportId), eq(dealRecusals.memberId, memberId))))) > 0;
    },

    /** The conflicts a member declared (their data export). */
    async recusalsOf(memberId: string): Promise<RecusalRow[]> {
      return db.query((q) => q.select().from(dealRecusals).where(eq(dealRecusals.memberId, memberId)).orderBy(dealRecusals.createdAt));
    },

    /** An erased member's declared conflicts stay on the deals under `name`; answers how many. */
    async anonymiseRecusals(memberId: string, name: string): Promise<number> {
      return db.changes((q) => q.update(dealRecusals).set({ memberName: name }).where(eq(dealRecusals.memberId, memberId)));
    },

    async isRecused(reportId: string, memberId: string): Promise<boolean> {
      return (await db.first((q) => q.select({ memberId: dealRecusals.memberId }).from(dealRecusals).where(and(eq(dealRecusals.reportId, reportId), eq(dealRecusals.memberId, memberId))))) !== undefined;
    },
  };
}

export type DecisionsRepository = ReturnType<typeof createDecisionsRepository>;
