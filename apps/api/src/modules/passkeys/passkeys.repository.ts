import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { passkeyChallenges, passkeys } from '../../db/schema';
import type { Db } from '../../db/store';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type ChallengePurpose = ChallengeRow['purpose'];

export interface PasskeysRepository {
  listFor(memberId: string): Promise<PasskeyRow[]>;
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
  deleteAllFor(memberId: string): Promise<void>;
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

/** The passkeys module's tables: members' credentials and the ceremonies' challenges. */
export function createPasskeysRepository(db: Db): PasskeysRepository {
  const { passkeys: credentials, passkeyChallenges: challenges } = db.tables;
  return {
    listFor(memberId) {
      return db.query((q) => q.select().from(credentials).where(eq(credentials.memberId, memberId)).orderBy(asc(credentials.createdAt), asc(credentials.id)));
    },
    find(id) {
      return db.first((q) => q.select().from(credentials).where(eq(credentials.id, id)));
    },
    async add(passkey) {
      return (await db.changes((q) => q.insert(credentials).values(passkey).onConflictDoNothing({ target: credentials.id }))) === 1;
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
      return (await db.changes((q) => q.delete(credentials).where(and(eq(credentials.id, id), eq(credentials.memberId, memberId))))) === 1;
    },
    async deleteAllFor(memberId) {
      await db.query((q) => q.delete(credentials).where(eq(credentials.memberId, memberId)));
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
