import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { members } from './members';

/** PostgreSQL twin of schema/auth.ts; schema-parity.spec.ts keeps the two in step. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

export const loginTokens = pgTable(
  'login_tokens',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('login_tokens_email_idx').on(table.email)],
);

export const mobileTokens = pgTable(
  'mobile_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('mobile_tokens_member_idx').on(table.memberId)],
);

export const usedDidTokens = pgTable('used_did_tokens', {
  tokenId: text('token_id').primaryKey(),
  usedAt: instant('used_at').notNull(),
});
