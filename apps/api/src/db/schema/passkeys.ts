import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './members';

/**
 * Members' passkeys (WebAuthn credentials). The public key only: the private key never leaves the
 * member's authenticator. The counter and the backup flags are checked at every use (a cloned
 * authenticator shows as a counter that goes back, or a device type that changes).
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url, as the authenticator made it. */
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The COSE public key as verified at registration. */
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    counter: integer('counter').notNull(),
    /** JSON array of the transports the browser reported (internal, hybrid, usb…), handed back as hints. */
    transports: text('transports').notNull(),
    /** singleDevice or multiDevice (the BE flag at registration): it never changes for a credential. */
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    /** The BS flag at the last use: whether the passkey is synced to other devices. */
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull(),
    aaguid: text('aaguid').notNull(),
    /** The member's own label for it. */
    name: text('name').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('passkeys_member_idx').on(table.memberId)],
);

/**
 * The challenge of each passkey ceremony, kept server-side so any instance can finish what another
 * began, spent at its first answer (deleted before the answer is verified) and short-lived.
 */
export const passkeyChallenges = sqliteTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    /** register, sign-in or confirm: a challenge answers only the ceremony it was made for. */
    purpose: text('purpose').$type<'register' | 'sign-in' | 'confirm'>().notNull(),
    /** The session that asked (register, confirm): another session's answer is refused. */
    sessionIdHash: text('session_id_hash'),
    /** Whether the authenticator must have verified the user (PIN, biometrics). */
    userVerification: text('user_verification').$type<'required' | 'preferred'>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('passkey_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * An admin's recovery code (docs/flows/sign-in.md#admins), one at most per admin: made when they add
 * a passkey while holding none, shown to them once, kept here only as its SHA-256 (the code is 100
 * random bits: no slow hash needed), and deleted by the statement that spends it.
 */
export const passkeyRecoveryCodes = sqliteTable('passkey_recovery_codes', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
