import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './members';

/** Sessions are looked up by the SHA-256 of the cookie value: a leaked database holds no usable session. */
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The address that signed in. A session stands for the member only while the member's address is
     * still this one: an entity whose representative changes is not acted for by the old address,
     * even by a session a sign-in racing the change created after the change revoked the others.
     */
    email: text('email'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /** When the member last proved it is them with a passkey in this session (a passkey sign-in or a step-up). */
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/** One-time sign-in links and codes, stored as hashes only; a newer one voids the older ones. */
export const loginTokens = sqliteTable(
  'login_tokens',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('login_tokens_email_idx').on(table.email)],
);

/** The 32-character mobile token login returns, exchanged by POST /api/validate-token. */
export const mobileTokens = sqliteTable(
  'mobile_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The address that signed in, as for sessions: the token works only while it is the member's. */
    email: text('email'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('mobile_tokens_member_idx').on(table.memberId)],
);

/** Magic DID token ids already accepted: a replayed token is refused. */
export const usedDidTokens = sqliteTable('used_did_tokens', {
  tokenId: text('token_id').primaryKey(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }).notNull(),
});
