import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { investmentAllocations, investmentCommitments, investmentRounds } from '../../db/schema';
import { leaseHolders, type LeaseHolding } from '../../db/lease-holders';
import { lockingRows, oldestPickable } from '../../db/row-locks';
import { instantValue, type Db } from '../../db/store';

export type RoundRow = typeof investmentRounds.$inferSelect;
export type CommitmentRow = typeof investmentCommitments.$inferSelect;
export type AllocationRow = typeof investmentAllocations.$inferSelect;
export type NewRound = typeof investmentRounds.$inferInsert;

export interface RoundTotals {
  readonly committedTotal: bigint;
  readonly commitmentCount: number;
}

/** drizzle's PostgreSQL select has `.for('share')`; the builder is typed as SQLite's (see store.ts). */
type Sharable<T> = { for(strength: 'share'): T };

/**
 * Rows written per statement when a round's allocations are stored: as many as each database's
 * limit of bound values allows at 7 a row (SQLite 32,766, PostgreSQL 65,535), with room to spare;
 * a statement costs a round trip, so 5,000 allocations take 2 statements on SQLite and 1 on PostgreSQL.
 */
const ALLOCATION_BATCH = { sqlite: 4_000, postgres: 9_000 } as const;

/**
 * The investment_rounds, investment_commitments and investment_allocations tables: rounds, the
 * members' commitments and what the close allocated. Only this repository queries them. Amounts are
 * minor units, numbers in rows (at most 10^15, exact) and bigints once read out of them.
 */
export function createRoundsRepository(db: Db) {
  const { investmentRounds: rounds, investmentCommitments: commitments, investmentAllocations: allocations } = db.tables;
  const free = (now: Date) => or(isNull(rounds.leaseUntil), lt(rounds.leaseUntil, now));
  /** Open for commitments at `now`: the one condition a commitment's write and the close both test. */
  const openAt = (now: Date) => and(eq(rounds.status, 'open'), gt(rounds.deadline, now));
  const bigintParam = (value: bigint) => sql`cast(${Number(value)} as bigint)`;
  const instantParam = (at: Date) => (db.dialect === 'postgres' ? sql`cast(${instantValue(db, at)} as timestamptz)` : sql`${instantValue(db, at)}`);

  return {
    /** The instances closing rounds or sending capital calls now, and how many each (the admins' System page). */
    leaseHolders(now: Date): Promise<LeaseHolding[]> {
      return leaseHolders(db, rounds, { owner: rounds.leaseOwner, until: rounds.leaseUntil }, now);
    },

    async insert(round: NewRound): Promise<RoundRow> {
      const [row] = await db.query((q) => q.insert(rounds).values(round).returning());
      if (!row) throw new Error('The round was not written');
      return row;
    },

    async find(id: string): Promise<RoundRow | undefined> {
      return db.first((q) => q.select().from(rounds).where(eq(rounds.id, id)));
    },

    /** Locks the round's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
    async findForWrite(id: string): Promise<RoundRow | undefined> {
      return db.first((q) => lockingRows(db, q.select().from(rounds).where(eq(rounds.id, id))));
    },

    async list(): Promise<RoundRow[]> {
      return db.query((q) => q.select().from(rounds).orderBy(desc(rounds.openedAt), asc(rounds.id)));
    },

    async openFor(reportId: string): Promise<RoundRow | undefined> {
      return db.first((q) => q.select().from(rounds).where(and(eq(rounds.reportId, reportId), eq(rounds.status, 'open'))));
    },

    /** Each round's committed total and count, summed exactly by the database as 64-bit integers and read as text. */
    async totals(roundIds: readonly string[]): Promise<Map<string, RoundTotals>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db.query((q) =>
        q
          .select({ roundId: commitments.roundId, total: sql<string>`cast(sum(${commitments.amountMinor}) as text)`, count: sql<number>`cast(count(*) as integer)` })
          .from(commitments)
          .where(inArray(commitments.roundId, [...roundIds]))
          .groupBy(commitments.roundId),
      );
      return new Map(rows.map((row) => [row.roundId, { committedTotal: BigInt(row.total), commitmentCount: Number(row.count) }]));
    },

    async commitmentOf(roundId: string, memberId: string): Promise<CommitmentRow | undefined> {
      return db.first((q) => q.select().from(commitments).where(and(eq(commitments.roundId, roundId), eq(commitments.memberId, memberId))));
    },

    async commitmentsOfMember(memberId: string): Promise<CommitmentRow[]> {
      return db.query((q) => q.select().from(commitments).where(eq(commitments.memberId, memberId)));
    },

    /** A round's commitments in the order they were first made: the allocation's tie-break. */
    async commitmentsOf(roundId: string): Promise<CommitmentRow[]> {
      return db.query((q) => q.select().from(commitments).where(eq(commitments.roundId, roundId)).orderBy(asc(commitments.committedAt), asc(commitments.memberId)));
    },

    /**
     * Sets a member's commitment, in one statement that writes only while the round is open, before
     * its deadline, and for an amount within its limits: the row is selected from the round (on
     * PostgreSQL under a share lock, which the close's update waits for and which waits for a close
     * in progress), so no commitment can land after the close. Setting, not adding: a retried
     * request leaves the same amount. Undefined when the round refused it.
     */
    async setCommitment(roundId: string, memberId: string, amount: bigint, now: Date): Promise<CommitmentRow | undefined> {
      const rows = await db.query((q) => {
        const fromRound = q
          .select({
            roundId: rounds.id,
            memberId: sql<string>`cast(${memberId} as text)`.as('member_id'),
            amountMinor: sql<number>`${bigintParam(amount)}`.as('amount_minor'),
            committedAt: sql<Date>`${instantParam(now)}`.as('committed_at'),
            updatedAt: sql<Date>`${instantParam(now)}`.as('updated_at'),
          })
          .from(rounds)
          .where(and(eq(rounds.id, roundId), openAt(now), lte(rounds.minimumMinor, Number(amount)), gte(rounds.maximumMinor, Number(amount))));
        return q
          .insert(commitments)
          .select(sharing(fromRound))
          .onConflictDoUpdate({
            target: [commitments.roundId, commitments.memberId],
            // A raise takes its place in the order now (an early small commitment does not hold a
            // place for a late large one); a lower amount keeps its place.
            set: { amountMinor: sql`excluded.amount_minor`, committedAt: sql`case when excluded.amount_minor > ${commitments.amountMinor} then excluded.committed_at else ${commitments.committedAt} end`, updatedAt: sql`excluded.updated_at` },
          })
          .returning();
      });
      return rows[0];
    },

    /** Withdraws a member's commitment, in one statement that deletes only while the round is open (as `setCommitment`). */
    async withdrawCommitment(roundId: string, memberId: string, now: Date): Promise<CommitmentRow | undefined> {
      const rows = await db.query((q) =>
        q
          .delete(commitments)
          .where(and(eq(commitments.roundId, roundId), eq(commitments.memberId, memberId), sql`exists ${sharing(q.select({ id: rounds.id }).from(rounds).where(and(eq(rounds.id, roundId), openAt(now))))}`))
          .returning(),
      );
      return rows[0];
    },

    /**
     * Takes the lease of the round whose deadline passed longest ago and is still open, if nobody
     * holds it: one statement, so two instances never take the same round.
     */
    async claimDue(now: Date, owner: string, until: Date): Promise<RoundRow | undefined> {
      const pickable = and(eq(rounds.status, 'open'), lte(rounds.deadline, now), free(now));
      const rows = await db.query((q) => q.update(rounds).set({ leaseOwner: owner, leaseUntil: until }).where(oldestPickable(db, q, rounds, rounds.id, rounds.deadline, pickable)).returning());
      return rows[0];
    },

    /**
     * Takes the lease of the confirmed round longest waiting for its capital-call emails, if nobody
     * holds it (as `claimDue`): the confirmation commits first, the emails follow from here.
     */
    async claimCalls(now: Date, owner: string, until: Date): Promise<RoundRow | undefined> {
      const pickable = and(eq(rounds.status, 'confirmed'), isNull(rounds.callsSentAt), free(now));
      const rows = await db.query((q) => q.update(rounds).set({ leaseOwner: owner, leaseUntil: until }).where(oldestPickable(db, q, rounds, rounds.id, rounds.confirmedAt, pickable)).returning());
      return rows[0];
    },

    /** The allocations of a round whose capital-call email is still owed, at most `limit`. */
    async callsOwed(roundId: string, limit: number): Promise<AllocationRow[]> {
      return db.query((q) => q.select().from(allocations).where(and(eq(allocations.roundId, roundId), isNull(allocations.callSentAt))).orderBy(asc(allocations.memberId)).limit(limit));
    },

    /** Marks these allocations' emails sent (or, for a member no longer active, settled without one). */
    async markCallsSent(roundId: string, memberIds: readonly string[], now: Date): Promise<void> {
      if (memberIds.length === 0) return;
      await db.query((q) => q.update(allocations).set({ callSentAt: now }).where(and(eq(allocations.roundId, roundId), inArray(allocations.memberId, [...memberIds]))));
    },

    /** Every email of the round's capital call sent: recorded, and the lease given back. */
    async finishCalls(id: string, owner: string, now: Date): Promise<void> {
      await db.query((q) => q.update(rounds).set({ callsSentAt: now, leaseOwner: null, leaseUntil: null }).where(and(eq(rounds.id, id), eq(rounds.leaseOwner, owner))));
    },

    /** Keeps the lease while a long piece of work goes on: false when it is no longer this owner's. */
    async extendLease(id: string, owner: string, until: Date): Promise<boolean> {
      const rows = await db.query((q) => q.update(rounds).set({ leaseUntil: until }).where(and(eq(rounds.id, id), eq(rounds.leaseOwner, owner))).returning({ id: rounds.id }));
      return rows.length > 0;
    },

    async release(id: string, owner: string): Promise<void> {
      await db.query((q) => q.update(rounds).set({ leaseOwner: null, leaseUntil: null }).where(and(eq(rounds.id, id), eq(rounds.leaseOwner, owner))));
    },

    /**
     * Closes an open round: true exactly once per round. `by` is the admin closing it early (and
     * why); without one the round closes at its deadline, by the instance holding its lease. On
     * PostgreSQL the update waits for commitments being written under their share lock, and
     * commitments that come after it find the round closed.
     */
    async close(id: string, now: Date, by: { adminId: string; reason: string } | { leaseOwner: string }): Promise<RoundRow | undefined> {
      const who = 'adminId' in by ? { closedBy: by.adminId, closeReason: by.reason } : {};
      const condition = 'adminId' in by ? eq(rounds.status, 'open') : and(eq(rounds.status, 'open'), eq(rounds.leaseOwner, by.leaseOwner));
      const rows = await db.query((q) =>
        q
          .update(rounds)
          .set({ status: 'closed', closedAt: now, ...who, leaseOwner: null, leaseUntil: null, updatedAt: now })
          .where(and(eq(rounds.id, id), condition))
          .returning(),
      );
      return rows[0];
    },

    /** Stores what the close allocated, in as few statements as the database allows. */
    async insertAllocations(rows: readonly (typeof investmentAllocations.$inferInsert)[]): Promise<void> {
      const size = ALLOCATION_BATCH[db.dialect];
      for (let start = 0; start < rows.length; start += size) {
        const batch = rows.slice(start, start + size);
        await db.query((q) => q.insert(allocations).values([...batch]));
      }
    },

    async allocationsOf(roundId: string): Promise<AllocationRow[]> {
      return db.query((q) => q.select().from(allocations).where(eq(allocations.roundId, roundId)));
    },

    async allocationOf(roundId: string, memberId: string): Promise<AllocationRow | undefined> {
      return db.first((q) => q.select().from(allocations).where(and(eq(allocations.roundId, roundId), eq(allocations.memberId, memberId))));
    },

    async allocationsOfMember(memberId: string): Promise<AllocationRow[]> {
      return db.query((q) => q.select().from(allocations).where(eq(allocations.memberId, memberId)));
    },

    /** Each round's allocated total, summed exactly (see `totals`). */
    async allocatedTotals(roundIds: readonly string[]): Promise<Map<string, bigint>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db.query((q) =>
        q
          .select({ roundId: allocations.roundId, total: sql<string>`cast(sum(${allocations.allocatedMinor}) as text)` })
          .from(allocations)
          .where(inArray(allocations.roundId, [...roundIds]))
          .groupBy(allocations.roundId),
      );
      return new Map(rows.map((row) => [row.roundId, BigInt(row.total)]));
    },

    /** An admin's change to an allocation while the round is closed and not yet confirmed: undefined when it no longer is. */
    async adjustAllocation(roundId: string, memberId: string, amount: bigint, reason: string, adminId: string, now: Date): Promise<AllocationRow | undefined> {
      const rows = await db.query((q) =>
        q
          .update(allocations)
          .set({ allocatedMinor: Number(amount), adjustmentReason: reason, adjustedBy: adminId, adjustedAt: now })
          .where(and(eq(allocations.roundId, roundId), eq(allocations.memberId, memberId), stillClosed(q, roundId)))
          .returning(),
      );
      return rows[0];
    },

    /**
     * The allocation with its row locked until the transaction ends (PostgreSQL): a payment or a
     * release reads what was paid before it writes, and two of them on one allocation queue.
     */
    async allocationForWrite(roundId: string, memberId: string): Promise<AllocationRow | undefined> {
      return db.first((q) => lockingRows(db, q.select().from(allocations).where(and(eq(allocations.roundId, roundId), eq(allocations.memberId, memberId)))));
    },

    /** Gives up the unpaid part of an allocation after the capital call: the allocation becomes what was paid. */
    async releaseTo(roundId: string, memberId: string, amount: bigint, reason: string, adminId: string, now: Date): Promise<AllocationRow | undefined> {
      const rows = await db.query((q) =>
        q
          .update(allocations)
          .set({ allocatedMinor: Number(amount), adjustmentReason: reason, adjustedBy: adminId, adjustedAt: now })
          .where(and(eq(allocations.roundId, roundId), eq(allocations.memberId, memberId)))
          .returning(),
      );
      return rows[0];
    },

    /** A confirmed round's holding sold: true exactly once. */
    async markExited(id: string, now: Date): Promise<RoundRow | undefined> {
      const rows = await db.query((q) => q.update(rounds).set({ status: 'exited', updatedAt: now }).where(and(eq(rounds.id, id), eq(rounds.status, 'confirmed'))).returning());
      return rows[0];
    },

    /** Locks a confirmed round until the transaction ends: a payment, a mark and the exit take it first, so none lands after the exit. */
    async lockConfirmed(id: string): Promise<RoundRow | undefined> {
      return db.first((q) => lockingRows(db, q.select().from(rounds).where(and(eq(rounds.id, id), eq(rounds.status, 'confirmed')))));
    },

    /** Confirms a closed round's allocations (the capital call): true exactly once. */
    async confirm(id: string, now: Date): Promise<RoundRow | undefined> {
      const rows = await db.query((q) => q.update(rounds).set({ status: 'confirmed', confirmedAt: now, updatedAt: now }).where(and(eq(rounds.id, id), eq(rounds.status, 'closed'))).returning());
      return rows[0];
    },
  };

  /** The round is closed and not confirmed, tested in the statement that changes an allocation. */
  function stillClosed(q: Parameters<Parameters<Db['query']>[0]>[0], roundId: string): SQL {
    return sql`exists ${sharing(q.select({ id: rounds.id }).from(rounds).where(and(eq(rounds.id, roundId), eq(rounds.status, 'closed'))))}`;
  }

  function sharing<T>(select: T): T {
    return db.dialect === 'postgres' ? (select as unknown as Sharable<T>).for('share') : select;
  }
}
