import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, instant } from './columns';
import { members } from './members';

/** PostgreSQL twin of schema/passkeys.ts; schema-parity.spec.ts keeps the two in step. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    // A WebAuthn counter is an unsigned 32-bit number: past PostgreSQL's integer.
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').notNull(),
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    backedUp: boolean('backed_up').notNull(),
    aaguid: text('aaguid').notNull(),
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [index('passkeys_member_idx').on(table.memberId)],
);

export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<'register' | 'sign-in' | 'confirm'>().notNull(),
    sessionIdHash: text('session_id_hash'),
    userVerification: text('user_verification').$type<'required' | 'preferred'>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('passkey_challenges_expires_idx').on(table.expiresAt)],
);

export const passkeyRecoveryCodes = pgTable('passkey_recovery_codes', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  createdAt: instant('created_at').notNull(),
});
