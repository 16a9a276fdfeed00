import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import type { RoundStatus } from '@quorum/domain';
import { members } from './members';
import { reports } from './deals';

/*
 * Rounds and commitments (docs/flows/investments.md). Amounts are integer minor units of the
 * round's currency, at most 10^15 in one field (docs/decisions/0021-money-is-integer-minor-units.md):
 * exact as a 64-bit integer and as a JavaScript number; sums are taken in bigint by the service.
 * No cascade from a deal or a member: a financial record outlives both (an erased member's row
 * stays as a tombstone, docs/flows/data-rights.md).
 */

/** A round raised on a deal approved for investment. */
export const investmentRounds = sqliteTable(
  'investment_rounds',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id),
    status: text('status').$type<RoundStatus>().notNull(),
    currency: text('currency').notNull(),
    targetMinor: integer('target_minor').notNull(),
    minimumMinor: integer('minimum_minor').notNull(),
    maximumMinor: integer('maximum_minor').notNull(),
    deadline: integer('deadline', { mode: 'timestamp_ms' }).notNull(),
    vehicleName: text('vehicle_name').notNull(),
    wireInstructions: text('wire_instructions').notNull(),
    /**
     * Who earns the submitter's carry at exit, decided when the round opens: the deal's first
     * submitter if the deal holds founder contacts, else null.
     */
    carryMemberId: text('carry_member_id').references(() => members.id),
    openedBy: text('opened_by').references(() => members.id),
    openedAt: integer('opened_at', { mode: 'timestamp_ms' }).notNull(),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /** Null when the round closed at its deadline. */
    closedBy: text('closed_by').references(() => members.id),
    closeReason: text('close_reason'),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** When every capital-call email of the round had been sent; null while some are owed (the sweep sends them). */
    callsSentAt: integer('calls_sent_at', { mode: 'timestamp_ms' }),
    /** The instance closing it at its deadline or sending its capital call, until when: so each is done once. */
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('investment_rounds_due_idx').on(table.status, table.deadline),
    index('investment_rounds_report_idx').on(table.reportId),
    // One open round per deal, whoever opens it at the same moment.
    uniqueIndex('investment_rounds_open_deal_idx').on(table.reportId).where(sql`status = 'open'`),
  ],
);

/** A member's commitment to a round: one per member, set (never added to) until the round closes. */
export const investmentCommitments = sqliteTable(
  'investment_commitments',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    amountMinor: integer('amount_minor').notNull(),
    /** When it reached its amount (a raise moves it, a lower amount keeps it): the earlier wins a tie when a round is allocated. */
    committedAt: integer('committed_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.memberId] }), index('investment_commitments_member_idx').on(table.memberId)],
);

/**
 * What each commitment was allocated when its round closed: written once by the close (every
 * commitment gets a row, zero included), then changed only by an admin before the capital call.
 */
export const investmentAllocations = sqliteTable(
  'investment_allocations',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    /** The commitment as it stood at the close. */
    committedMinor: integer('committed_minor').notNull(),
    /** What the allocation rule gave. */
    ruleAllocatedMinor: integer('rule_allocated_minor').notNull(),
    /** What the member holds: the rule's amount unless an admin adjusted it. */
    allocatedMinor: integer('allocated_minor').notNull(),
    adjustmentReason: text('adjustment_reason'),
    adjustedBy: text('adjusted_by').references(() => members.id),
    adjustedAt: integer('adjusted_at', { mode: 'timestamp_ms' }),
    /** When the capital call's email for this allocation was sent. */
    callSentAt: integer('call_sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.memberId] }), index('investment_allocations_member_idx').on(table.memberId)],
);

/** A payment an admin recorded against an allocation after the capital call. */
export const investmentPayments = sqliteTable(
  'investment_payments',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    amountMinor: integer('amount_minor').notNull(),
    /** The day the money arrived, as the bank statement says it: YYYY-MM-DD. */
    receivedOn: text('received_on').notNull(),
    recordedBy: text('recorded_by').references(() => members.id),
    recordedAt: integer('recorded_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('investment_payments_round_idx').on(table.roundId, table.memberId), index('investment_payments_member_idx').on(table.memberId)],
);

/** A valuation of a round's holding: a later round's price, a write-down. The latest by date counts. */
export const investmentMarks = sqliteTable(
  'investment_marks',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    /** What the whole holding is worth, in the round's currency. */
    valueMinor: integer('value_minor').notNull(),
    markedOn: text('marked_on').notNull(),
    note: text('note').notNull(),
    recordedBy: text('recorded_by').references(() => members.id),
    recordedAt: integer('recorded_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('investment_marks_round_idx').on(table.roundId, table.markedOn)],
);

/** A round's exit: the proceeds and how they were shared, written once. */
export const investmentExits = sqliteTable('investment_exits', {
  roundId: text('round_id')
    .primaryKey()
    .references(() => investmentRounds.id),
  proceedsMinor: integer('proceeds_minor').notNull(),
  paidInMinor: integer('paid_in_minor').notNull(),
  exitedOn: text('exited_on').notNull(),
  note: text('note').notNull(),
  recordedBy: text('recorded_by').references(() => members.id),
  recordedAt: integer('recorded_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Each part of an exit's proceeds: a member's share as an investor, or the submitter's carry. */
export const investmentDistributions = sqliteTable(
  'investment_distributions',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'investor' | 'carry'>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.memberId, table.kind] }), index('investment_distributions_member_idx').on(table.memberId)],
);
