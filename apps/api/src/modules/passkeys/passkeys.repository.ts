import { and, asc, eq, exists, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { passkeyChallenges, passkeys } from '../../db/schema';
import type { Db, Orm } from '../../db/store';
import { sessionsChanged } from '../auth/session-changes';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type ChallengePurpose = ChallengeRow['purpose'];

export interface PasskeysRepository {
  listFor(memberId: string): Promise<PasskeyRow[]>;
  /** Whether the member holds at least one passkey. */
  holdsAny(memberId: string): Promise<boolean>;
  find(id: string): Promise<PasskeyRow | undefined>;
  /** Stores a new credential; false when its id is already on record (a second registration of one credential). */
  add(passkey: PasskeyRow): Promise<boolean>;
  /**
   * Records a use: the new counter, backup state and time, only if the counter is still the one the
   * assertion was checked against (two instances verifying two uses of one credential at once: one
   * wins, the other is refused as a replay). Answers whether it was recorded.
   */
  recordUse(id: string, checkedCounter: number, use: { counter: number; backedUp: boolean; at: Date }): Promise<boolean>;
  rename(memberId: string, id: string, name: string): Promise<PasskeyRow | undefined>;
  /** Removes the member's own passkey; answers whether there was one. */
  remove(memberId: string, id: string): Promise<boolean>;
  /** Every passkey of the member, and their recovery code: gone. */
  deleteAllFor(memberId: string): Promise<void>;
  /** The admin's recovery code, as its hash: stored in place of any earlier one. */
  setRecoveryCode(memberId: string, codeHash: string, at: Date): Promise<void>;
  /** The hash of the member's recovery code, if they have one. */
  recoveryCodeHash(memberId: string): Promise<string | undefined>;
  /** Spends the member's recovery code if its hash is still `codeHash`: true for the one caller that spent it. */
  spendRecoveryCode(memberId: string, codeHash: string): Promise<boolean>;
  /** The member's recovery code, gone (the admin role it came with went, or came anew); answers whether there was one. */
  dropRecoveryCode(memberId: string): Promise<boolean>;
  createChallenge(challenge: ChallengeRow): Promise<void>;
  /**
   * The challenge, spent: deleted in the same statement that reads it, so it answers one ceremony
   * once, on any instance, whatever the answer turns out to be. Undefined when unknown, already
   * spent, made for another purpose, or expired.
   */
  spendChallenge(id: string, purpose: ChallengePurpose, now: Date): Promise<ChallengeRow | undefined>;
  /** Drops challenges nobody answered, long expired. */
  dropExpiredChallenges(before: Date): Promise<void>;
}

/**
 * The condition "this member holds a passkey", for the session lookup (auth/session.repository.ts),
 * which reads it with the session in one statement on every signed-in request: whether an admin acts
 * as one depends on it (docs/flows/sign-in.md#admins).
 */
export function passkeyHeldBy(db: Db): (q: Orm, memberId: AnySQLiteColumn) => SQL {
  const { passkeys: credentials } = db.tables;
  return (q, memberId) => exists(q.select({ one: sql`1` }).from(credentials).where(eq(credentials.memberId, memberId)));
}

/**
 * The passkeys module's tables: members' credentials, the ceremonies' challenges, the admins'
 * recovery codes. Whether a member holds a passkey is part of their session lookup, so every write
 * that adds or removes one is announced as a change to the member (session-changes.ts).
 */
export function createPasskeysRepository(db: Db): PasskeysRepository {
  const { passkeys: credentials, passkeyChallenges: challenges, passkeyRecoveryCodes: recoveryCodes } = db.tables;
  return {
    listFor(memberId) {
      return db.query((q) => q.select().from(credentials).where(eq(credentials.memberId, memberId)).orderBy(asc(credentials.createdAt), asc(credentials.id)));
    },
    async holdsAny(memberId) {
      return (await db.first((q) => q.select({ id: credentials.id }).from(credentials).where(eq(credentials.memberId, memberId)).limit(1))) !== undefined;
    },
    find(id) {
      return db.first((q) => q.select().from(credentials).where(eq(credentials.id, id)));
    },
    async add(passkey) {
      const added = (await db.changes((q) => q.insert(credentials).values(passkey).onConflictDoNothing({ target: credentials.id }))) === 1;
      if (added) await sessionsChanged(db, { member: passkey.memberId });
      return added;
    },
    async recordUse(id, checkedCounter, use) {
      const changed = await db.changes((q) =>
        q
          .update(credentials)
          .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
          .where(and(eq(credentials.id, id), eq(credentials.counter, checkedCounter))),
      );
      return changed === 1;
    },
    rename(memberId, id, name) {
      return db.first((q) =>
        q
          .update(credentials)
          .set({ name })
          .where(and(eq(credentials.id, id), eq(credentials.memberId, memberId)))
          .returning(),
      );
    },
    async remove(memberId, id) {
      const removed = (await db.changes((q) => q.delete(credentials).where(and(eq(credentials.id, id), eq(credentials.memberId, memberId))))) === 1;
      if (removed) await sessionsChanged(db, { member: memberId });
      return removed;
    },
    async deleteAllFor(memberId) {
      await db.query((q) => q.delete(credentials).where(eq(credentials.memberId, memberId)));
      await db.query((q) => q.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId)));
      await sessionsChanged(db, { member: memberId });
    },
    async setRecoveryCode(memberId, codeHash, at) {
      await db.query((q) =>
        q
          .insert(recoveryCodes)
          .values({ memberId, codeHash, createdAt: at })
          .onConflictDoUpdate({ target: recoveryCodes.memberId, set: { codeHash, createdAt: at } }),
      );
    },
    async recoveryCodeHash(memberId) {
      return (await db.first((q) => q.select({ codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.memberId, memberId))))?.codeHash;
    },
    async spendRecoveryCode(memberId, codeHash) {
      return (await db.changes((q) => q.delete(recoveryCodes).where(and(eq(recoveryCodes.memberId, memberId), eq(recoveryCodes.codeHash, codeHash))))) === 1;
    },
    async dropRecoveryCode(memberId) {
      return (await db.changes((q) => q.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId)))) === 1;
    },
    async createChallenge(challenge) {
      await db.query((q) => q.insert(challenges).values(challenge));
    },
    spendChallenge(id, purpose, now) {
      return db.first((q) =>
        q
          .delete(challenges)
          .where(and(eq(challenges.id, id), eq(challenges.purpose, purpose), gt(challenges.expiresAt, now)))
          .returning(),
      );
    },
    async dropExpiredChallenges(before) {
      await db.query((q) => q.delete(challenges).where(lt(challenges.expiresAt, before)));
    },
  };
}
