import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DataRequestStatus } from '../schema/data-rights';
import { instant } from './columns';

// PostgreSQL twin of schema/data-rights.ts; schema-parity.spec.ts keeps the two in step.

export const dataRequests = pgTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    pendingKey: text('pending_key'),
    memberId: text('member_id'),
    status: text('status').$type<DataRequestStatus>().notNull(),
    note: text('note'),
    requestedAt: instant('requested_at').notNull(),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  },
  (table) => [uniqueIndex('data_requests_pending_idx').on(table.pendingKey)],
);

export const dataAccessLinks = pgTable(
  'data_access_links',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    accessKeyHash: text('access_key_hash'),
    accessExpiresAt: instant('access_expires_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('data_access_links_token_idx').on(table.tokenHash), uniqueIndex('data_access_links_key_idx').on(table.accessKeyHash)],
);

export const retentionRuns = pgTable('retention_runs', {
  day: text('day').primaryKey(),
  leaseOwner: text('lease_owner'),
  leaseUntil: instant('lease_until'),
  startedAt: instant('started_at').notNull(),
  finishedAt: instant('finished_at'),
  result: jsonb('result').$type<Record<string, number>>(),
});
