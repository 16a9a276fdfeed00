import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { NotificationKind } from '@quorum/domain';
import { members } from './members';

/** Which emails a member wants, and whether as one daily digest; no row means the defaults (all on, no digest). */
export const notificationPreferences = sqliteTable('notification_preferences', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  dealOpened: integer('deal_opened', { mode: 'boolean' }).notNull(),
  closingSoon: integer('closing_soon', { mode: 'boolean' }).notNull(),
  dealDecided: integer('deal_decided', { mode: 'boolean' }).notNull(),
  roundOpened: integer('round_opened', { mode: 'boolean' }).notNull().default(true),
  digest: integer('digest', { mode: 'boolean' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Notifications owed to members who take the daily digest, until the digest that carries them is sent. */
export const notificationQueue = sqliteTable(
  'notification_queue',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    reportId: text('report_id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('notification_queue_pending_idx').on(table.sentAt, table.memberId)],
);

/**
 * Standard Webhooks signing secrets: one per member (their report webhooks) and one for the
 * network's deal.decided endpoint (owner 'network'). Secrets are encrypted at rest; after a
 * rotation the previous one keeps signing beside the new one until previousValidUntil.
 */
export const webhookSecrets = sqliteTable('webhook_secrets', {
  /** 'member:<id>' or 'network'. */
  owner: text('owner').primaryKey(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousValidUntil: integer('previous_valid_until', { mode: 'timestamp_ms' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  rotatedAt: integer('rotated_at', { mode: 'timestamp_ms' }),
});
