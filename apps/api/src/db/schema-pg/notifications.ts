import type { NotificationKind } from '@quorum/domain';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { members } from './members';

/** PostgreSQL twin of schema/notifications.ts; schema-parity.spec.ts keeps the two in step. */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  dealOpened: boolean('deal_opened').notNull(),
  closingSoon: boolean('closing_soon').notNull(),
  dealDecided: boolean('deal_decided').notNull(),
  roundOpened: boolean('round_opened').notNull().default(true),
  digest: boolean('digest').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    reportId: text('report_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (table) => [index('notification_queue_pending_idx').on(table.sentAt, table.memberId)],
);

export const webhookSecrets = pgTable('webhook_secrets', {
  owner: text('owner').primaryKey(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousValidUntil: instant('previous_valid_until'),
  createdAt: instant('created_at').notNull(),
  rotatedAt: instant('rotated_at'),
});
