import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const DATA_REQUEST_STATUSES = ['pending', 'completed', 'declined'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * A person's request to erase what Quorum holds about them (docs/flows/data-rights.md). Once an
 * admin carries it out, the email and the note are cleared: what remains says what was done, to
 * no one in particular.
 */
export const dataRequests = sqliteTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    /** The address the request covers; null once carried out. */
    email: text('email'),
    /** The email again while the request is pending, null after: the unique index allows one pending request per address. */
    pendingKey: text('pending_key'),
    memberId: text('member_id'),
    status: text('status').$type<DataRequestStatus>().notNull(),
    note: text('note'),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
    /** What the erasure did, in the words the person was told (no names, no addresses). */
    outcome: text('outcome', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (table) => [uniqueIndex('data_requests_pending_idx').on(table.pendingKey)],
);

/**
 * A link emailed to an address so its owner can see, export or erase what Quorum holds under it
 * without an account. Only hashes are stored: the link opens once and gives the page a key that
 * works for a short while.
 */
export const dataAccessLinks = sqliteTable(
  'data_access_links',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    accessKeyHash: text('access_key_hash'),
    accessExpiresAt: integer('access_expires_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('data_access_links_token_idx').on(table.tokenHash), uniqueIndex('data_access_links_key_idx').on(table.accessKeyHash)],
);

/**
 * One row per day the retention job ran: the first instance to insert the day's row runs it, under
 * a lease another may take over if it dies; the result says what was deleted.
 */
export const retentionRuns = sqliteTable('retention_runs', {
  day: text('day').primaryKey(),
  leaseOwner: text('lease_owner'),
  leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
  startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
  finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  result: text('result', { mode: 'json' }).$type<Record<string, number>>(),
});
