import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, instant } from './columns';

/** PostgreSQL twin of schema/system.ts; schema-parity.spec.ts keeps the two in step. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull(),
    template: text('template').notNull(),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
    error: text('error'),
  },
  // sent_at: the metrics count what is not yet sent by this index, not by reading every message.
  (table) => [index('email_outbox_created_idx').on(table.createdAt), index('email_outbox_sent_idx').on(table.sentAt)],
);

export const faviconCache = pgTable('favicon_cache', {
  domain: text('domain').primaryKey(),
  url: text('url'),
  contentType: text('content_type'),
  body: bytea('body'),
  isValid: boolean('is_valid').notNull(),
  fetchedAt: instant('fetched_at').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.createdAt)],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  (table) => [index('rate_limits_reset_idx').on(table.resetAt)],
);
