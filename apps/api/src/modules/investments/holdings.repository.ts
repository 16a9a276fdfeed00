import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { investmentDistributions, investmentExits, investmentMarks, investmentPayments } from '../../db/schema';
import type { Db } from '../../db/store';

export type PaymentRow = typeof investmentPayments.$inferSelect;
export type MarkRow = typeof investmentMarks.$inferSelect;
export type ExitRow = typeof investmentExits.$inferSelect;
export type DistributionRow = typeof investmentDistributions.$inferSelect;

/**
 * The investment_payments, investment_marks, investment_exits and investment_distributions tables:
 * what happens to a round's holding after the capital call. Only this repository queries them.
 * Sums are taken by the database as 64-bit integers and read as text, exactly.
 */
export function createHoldingsRepository(db: Db) {
  const { investmentPayments: payments, investmentMarks: marks, investmentExits: exits, investmentDistributions: distributions } = db.tables;

  return {
    async insertPayment(row: typeof investmentPayments.$inferInsert): Promise<void> {
      await db.query((q) => q.insert(payments).values(row));
    },

    /** Each member's total paid into these rounds, keyed `${roundId}:${memberId}`. */
    async paidBy(roundIds: readonly string[], memberId?: string): Promise<Map<string, bigint>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db.query((q) =>
        q
          .select({ roundId: payments.roundId, memberId: payments.memberId, total: sql<string>`cast(sum(${payments.amountMinor}) as text)` })
          .from(payments)
          .where(memberId ? and(inArray(payments.roundId, [...roundIds]), eq(payments.memberId, memberId)) : inArray(payments.roundId, [...roundIds]))
          .groupBy(payments.roundId, payments.memberId),
      );
      return new Map(rows.map((row) => [`${row.roundId}:${row.memberId}`, BigInt(row.total)]));
    },

    async paymentsOfMember(memberId: string): Promise<PaymentRow[]> {
      return db.query((q) => q.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(asc(payments.receivedOn), asc(payments.recordedAt)));
    },

    async paymentsOf(roundIds: readonly string[]): Promise<PaymentRow[]> {
      if (roundIds.length === 0) return [];
      return db.query((q) => q.select().from(payments).where(inArray(payments.roundId, [...roundIds])).orderBy(asc(payments.receivedOn), asc(payments.recordedAt)));
    },

    async insertMark(row: typeof investmentMarks.$inferInsert): Promise<void> {
      await db.query((q) => q.insert(marks).values(row));
    },

    /** Every mark of these rounds, oldest first (the latest by day, then by when it was recorded, counts). */
    async marksOf(roundIds: readonly string[]): Promise<MarkRow[]> {
      if (roundIds.length === 0) return [];
      return db.query((q) => q.select().from(marks).where(inArray(marks.roundId, [...roundIds])).orderBy(asc(marks.markedOn), asc(marks.recordedAt)));
    },

    async latestMark(roundId: string): Promise<MarkRow | undefined> {
      return db.first((q) => q.select().from(marks).where(eq(marks.roundId, roundId)).orderBy(desc(marks.markedOn), desc(marks.recordedAt)).limit(1));
    },

    /** The day of the round's latest payment or mark, if any. */
    async lastEventDay(roundId: string): Promise<string | undefined> {
      const payment = await db.first((q) => q.select({ day: max(payments.receivedOn) }).from(payments).where(eq(payments.roundId, roundId)));
      const mark = await db.first((q) => q.select({ day: max(marks.markedOn) }).from(marks).where(eq(marks.roundId, roundId)));
      const days = [payment?.day, mark?.day].filter((day): day is string => typeof day === 'string');
      return days.sort().at(-1);
    },

    async insertExit(row: typeof investmentExits.$inferInsert, parts: ReadonlyArray<typeof investmentDistributions.$inferInsert>): Promise<void> {
      await db.query((q) => q.insert(exits).values(row));
      for (let start = 0; start < parts.length; start += 500) {
        const batch = parts.slice(start, start + 500);
        await db.query((q) => q.insert(distributions).values([...batch]));
      }
    },

    async exitsOf(roundIds: readonly string[]): Promise<ExitRow[]> {
      if (roundIds.length === 0) return [];
      return db.query((q) => q.select().from(exits).where(inArray(exits.roundId, [...roundIds])));
    },

    async distributionsOf(roundIds: readonly string[]): Promise<DistributionRow[]> {
      if (roundIds.length === 0) return [];
      return db.query((q) => q.select().from(distributions).where(inArray(distributions.roundId, [...roundIds])));
    },

    async distributionsOfMember(memberId: string): Promise<DistributionRow[]> {
      return db.query((q) => q.select().from(distributions).where(eq(distributions.memberId, memberId)));
    },
  };
}

export type HoldingsRepository = ReturnType<typeof createHoldingsRepository>;
