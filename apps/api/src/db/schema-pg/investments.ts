import { bigint, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RoundStatus } from '@quorum/domain';
import { instant } from './columns';
import { members } from './members';
import { reports } from './deals';

/** PostgreSQL twin of schema/investments.ts; schema-parity.spec.ts keeps the two in step. */
export const investmentRounds = pgTable(
  'investment_rounds',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id),
    status: text('status').$type<RoundStatus>().notNull(),
    currency: text('currency').notNull(),
    targetMinor: bigint('target_minor', { mode: 'number' }).notNull(),
    minimumMinor: bigint('minimum_minor', { mode: 'number' }).notNull(),
    maximumMinor: bigint('maximum_minor', { mode: 'number' }).notNull(),
    deadline: instant('deadline').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    wireInstructions: text('wire_instructions').notNull(),
    carryMemberId: text('carry_member_id').references(() => members.id),
    openedBy: text('opened_by').references(() => members.id),
    openedAt: instant('opened_at').notNull(),
    closedAt: instant('closed_at'),
    closedBy: text('closed_by').references(() => members.id),
    closeReason: text('close_reason'),
    confirmedAt: instant('confirmed_at'),
    callsSentAt: instant('calls_sent_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: instant('lease_until'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('investment_rounds_due_idx').on(table.status, table.deadline),
    index('investment_rounds_report_idx').on(table.reportId),
    // One open round per deal, whoever opens it at the same moment.
    uniqueIndex('investment_rounds_open_deal_idx').on(table.reportId).where(sql`status = 'open'`),
  ],
);

export const investmentCommitments = pgTable(
  'investment_commitments',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    committedAt: instant('committed_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.memberId] }), index('investment_commitments_member_idx').on(table.memberId)],
);

export const investmentAllocations = pgTable(
  'investment_allocations',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    committedMinor: bigint('committed_minor', { mode: 'number' }).notNull(),
    ruleAllocatedMinor: bigint('rule_allocated_minor', { mode: 'number' }).notNull(),
    allocatedMinor: bigint('allocated_minor', { mode: 'number' }).notNull(),
    adjustmentReason: text('adjustment_reason'),
    adjustedBy: text('adjusted_by').references(() => members.id),
    adjustedAt: instant('adjusted_at'),
    callSentAt: instant('call_sent_at'),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.memberId] }), index('investment_allocations_member_idx').on(table.memberId)],
);

export const investmentPayments = pgTable(
  'investment_payments',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    receivedOn: text('received_on').notNull(),
    recordedBy: text('recorded_by').references(() => members.id),
    recordedAt: instant('recorded_at').notNull(),
  },
  (table) => [index('investment_payments_round_idx').on(table.roundId, table.memberId), index('investment_payments_member_idx').on(table.memberId)],
);

export const investmentMarks = pgTable(
  'investment_marks',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    markedOn: text('marked_on').notNull(),
    note: text('note').notNull(),
    recordedBy: text('recorded_by').references(() => members.id),
    recordedAt: instant('recorded_at').notNull(),
  },
  (table) => [index('investment_marks_round_idx').on(table.roundId, table.markedOn)],
);

export const investmentExits = pgTable('investment_exits', {
  roundId: text('round_id')
    .primaryKey()
    .references(() => investmentRounds.id),
  proceedsMinor: bigint('proceeds_minor', { mode: 'number' }).notNull(),
  paidInMinor: bigint('paid_in_minor', { mode: 'number' }).notNull(),
  exitedOn: text('exited_on').notNull(),
  note: text('note').notNull(),
  recordedBy: text('recorded_by').references(() => members.id),
  recordedAt: instant('recorded_at').notNull(),
});

export const investmentDistributions = pgTable(
  'investment_distributions',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => investmentRounds.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'investor' | 'carry'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.memberId, table.kind] }), index('investment_distributions_member_idx').on(table.memberId)],
);
