import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { DecisionRecord } from '@quorum/domain';
import { members } from './members';
import { reports } from './deals';

/**
 * A deal's member vote window and, once it has closed, the network's decision as it was at closing
 * (tally, quorum, rules and the analysts' votes): a later settings change never rewrites it.
 * docs/flows/network-decisions.md
 */
export const dealDecisions = sqliteTable(
  'deal_decisions',
  {
    reportId: text('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    opensAt: integer('opens_at', { mode: 'timestamp_ms' }).notNull(),
    closesAt: integer('closes_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the "closes in 24 hours" reminder went out: once per window, even if extended after. */
    reminderSentAt: integer('reminder_sent_at', { mode: 'timestamp_ms' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    outcome: text('outcome').$type<'approved' | 'passed' | 'no-quorum'>(),
    record: text('record', { mode: 'json' }).$type<DecisionRecord>(),
    /** The instance closing it, until when: so a window is decided by one instance, once. */
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('deal_decisions_due_idx').on(table.decidedAt, table.closesAt), index('deal_decisions_outcome_idx').on(table.outcome, table.decidedAt)],
);

/** A member's declared conflict on a deal: their vote is removed and they may not vote on it. */
export const dealRecusals = sqliteTable(
  'deal_recusals',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Shown on the deal as votes are: first name and last initial. */
    memberName: text('member_name').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.memberId] }), index('deal_recusals_member_idx').on(table.memberId)],
);
