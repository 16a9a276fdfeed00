import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { instantValue, type Db } from '../../db/store';
import { newId } from '../../lib/ids';

export const MAX_CODE_ATTEMPTS = 5;

export interface LoginTokensRepository {
  /** Stores a new link token and code for the email and voids every older unused one. */
  issue(entry: { email: string; tokenHash: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** Spends a link token; returns its email only for the one caller that spent it. */
  redeemToken(tokenHash: string, now: Date): Promise<string | null>;
  /** Spends the newest live code of an email; wrong guesses count, and the fifth voids it. */
  redeemCode(email: string, codeHash: string, now: Date): Promise<boolean>;
  /** `email`: the address that signed in; the token holds only while it is the member's. */
  createMobileToken(entry: { tokenHash: string; memberId: string; email: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The member of a live mobile token, and the address it was issued to (it holds only while that is the member's). */
  findMobileTokenMember(tokenHash: string, now: Date): Promise<{ memberId: string; email: string | null } | null>;
  revokeMobileTokens(memberId: string, now: Date): Promise<void>;
  /** Every sign-in link and code issued to the address, gone (an erasure). */
  deleteFor(email: string): Promise<void>;
  /** Records a Magic DID token as used; true only for the first caller (a replayed token is refused). */
  recordDidTokenOnce(tokenId: string, at: Date): Promise<boolean>;
}

export function createLoginTokensRepository(db: Db): LoginTokensRepository {
  const { loginTokens, mobileTokens, usedDidTokens } = db.tables;
  return {
    async deleteFor(email) {
      await db.query((q) => q.delete(loginTokens).where(eq(loginTokens.email, email)));
    },
    async recordDidTokenOnce(tokenId, at) {
      return (await db.changes((q) => q.insert(usedDidTokens).values({ tokenId, usedAt: at }).onConflictDoNothing())) === 1;
    },
    async issue(entry) {
      await db.transaction(async (tx) => {
        await tx.query((q) =>
          q
            .update(loginTokens)
            .set({ usedAt: entry.createdAt })
            .where(and(eq(loginTokens.email, entry.email), isNull(loginTokens.usedAt))),
        );
        await tx.query((q) => q.insert(loginTokens).values({ id: newId(), ...entry }));
      });
    },
    async redeemToken(tokenHash, now) {
      // One conditional UPDATE decides: both SQLite and PostgreSQL apply it atomically (PostgreSQL
      // re-checks `used_at is null` after waiting on a concurrent writer), so two redemptions cannot both win.
      const spent = await db.first((q) =>
        q
          .update(loginTokens)
          .set({ usedAt: now })
          .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
          .returning({ email: loginTokens.email }),
      );
      return spent?.email ?? null;
    },
    redeemCode(email, codeHash, now) {
      return db.transaction(async (tx) => {
        const live = await tx.first((q) =>
          q
            .select()
            .from(loginTokens)
            .where(and(eq(loginTokens.email, email), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
            .orderBy(desc(loginTokens.createdAt))
            .limit(1),
        );
        if (!live) return false;
        if (live.codeHash === codeHash) {
          // Spent only if nobody spent or voided it since we read it (PostgreSQL lets two readers in at once).
          return (await tx.changes((q) => q.update(loginTokens).set({ usedAt: now }).where(and(eq(loginTokens.id, live.id), isNull(loginTokens.usedAt))))) === 1;
        }
        // Counted and voided by the row's own count, not the one read above: concurrent wrong guesses
        // (which PostgreSQL lets overlap) still void the code at the fifth.
        await tx.query((q) =>
          q
            .update(loginTokens)
            .set({
              failedAttempts: sql`${loginTokens.failedAttempts} + 1`,
              usedAt: sql`case when ${loginTokens.failedAttempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${instantValue(tx, now)} else ${loginTokens.usedAt} end`,
            })
            .where(eq(loginTokens.id, live.id)),
        );
        return false;
      });
    },
    async createMobileToken(entry) {
      await db.query((q) => q.insert(mobileTokens).values(entry));
    },
    async findMobileTokenMember(tokenHash, now) {
      const row = await db.first((q) =>
        q
          .select({ memberId: mobileTokens.memberId, email: mobileTokens.email })
          .from(mobileTokens)
          .where(and(eq(mobileTokens.tokenHash, tokenHash), isNull(mobileTokens.revokedAt), gt(mobileTokens.expiresAt, now))),
      );
      return row ?? null;
    },
    async revokeMobileTokens(memberId, now) {
      await db.query((q) =>
        q
          .update(mobileTokens)
          .set({ revokedAt: now })
          .where(and(eq(mobileTokens.memberId, memberId), isNull(mobileTokens.revokedAt))),
      );
    },
  };
}
