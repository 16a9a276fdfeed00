import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { DecisionRecord } from '@quorum/domain';
import { instant } from './columns';
import { members } from './members';
import { reports } from './deals';

/** PostgreSQL twin of schema/decisions.ts; schema-parity.spec.ts keeps the two in step. */
export const dealDecisions = pgTable(
  'deal_decisions',
  {
    reportId: text('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    reminderSentAt: instant('reminder_sent_at'),
    decidedAt: instant('decided_at'),
    outcome: text('outcome').$type<'approved' | 'passed' | 'no-quorum'>(),
    record: jsonb('record').$type<DecisionRecord>(),
    leaseOwner: text('lease_owner'),
    leaseUntil: instant('lease_until'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('deal_decisions_due_idx').on(table.decidedAt, table.closesAt), index('deal_decisions_outcome_idx').on(table.outcome, table.decidedAt)],
);

export const dealRecusals = pgTable(
  'deal_recusals',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberName: text('member_name').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.memberId] }), index('deal_recusals_member_idx').on(table.memberId)],
);
