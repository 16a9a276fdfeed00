import { index, integer, sqliteTable, text, blob } from 'drizzle-orm/sqlite-core';

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    links: text('links', { mode: 'json' }).$type<string[]>().notNull(),
    template: text('template').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    error: text('error'),
  },
  // sent_at: the metrics count what is not yet sent by this index, not by reading every message.
  (table) => [index('email_outbox_created_idx').on(table.createdAt), index('email_outbox_sent_idx').on(table.sentAt)],
);

export const faviconCache = sqliteTable('favicon_cache', {
  domain: text('domain').primaryKey(),
  url: text('url'),
  contentType: text('content_type'),
  body: blob('body', { mode: 'buffer' }),
  isValid: integer('is_valid', { mode: 'boolean' }).notNull(),
  fetchedAt: integer('fetched_at', { mode: 'timestamp_ms' }).notNull(),
});

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  updatedBy: text('updated_by'),
});

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** Member id of who acted; null for the system or an anonymous applicant. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.createdAt)],
);

/** Fixed-window request counters shared by every API instance (PostgreSQL deployments; one SQLite process counts in memory). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    /** SHA-256 (hex) of the limit's name and what it counts by (`magic-link:email:ada@example.com`): no address or email is stored. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: integer('reset_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);
