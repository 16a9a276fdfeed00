import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginTokens, mobileTokens } from '../../db/schema';
import { newId } from '../../lib/ids';

export const MAX_CODE_ATTEMPTS = 5;

export interface LoginTokensRepository {
  /** Stores a new link token and code for the email and voids every older unused one. */
  issue(entry: { email: string; tokenHash: string; codeHash: string; createdAt: Date; expiresAt: Date }): void;
  /** Spends a link token; returns its email only for the one caller that spent it. */
  redeemToken(tokenHash: string, now: Date): string | null;
  /** Spends the newest live code of an email; wrong guesses count, and the fifth voids it. */
  redeemCode(email: string, codeHash: string, now: Date): boolean;
  createMobileToken(entry: { tokenHash: string; memberId: string; createdAt: Date; expiresAt: Date }): void;
  findMobileTokenMember(tokenHash: string, now: Date): string | null;
  revokeMobileTokens(memberId: string, now: Date): void;
}

export function createLoginTokensRepository(db: Db): LoginTokensRepository {
  return {
    issue(entry) {
      db.transaction((tx) => {
        tx.update(loginTokens)
          .set({ usedAt: entry.createdAt })
          .where(and(eq(loginTokens.email, entry.email), isNull(loginTokens.usedAt)))
          .run();
        tx.insert(loginTokens).values({ id: newId(), ...entry }).run();
      });
    },
    redeemToken(tokenHash, now) {
      // One UPDATE decides: SQLite serialises writers, so two concurrent redemptions cannot both win.
      const spent = db
        .update(loginTokens)
        .set({ usedAt: now })
        .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
        .returning({ email: loginTokens.email })
        .get();
      return spent?.email ?? null;
    },
    redeemCode(email, codeHash, now) {
      return db.transaction((tx) => {
        const live = tx
          .select()
          .from(loginTokens)
          .where(and(eq(loginTokens.email, email), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
          .orderBy(desc(loginTokens.createdAt))
          .get();
        if (!live) return false;
        if (live.codeHash === codeHash) {
          tx.update(loginTokens).set({ usedAt: now }).where(eq(loginTokens.id, live.id)).run();
          return true;
        }
        tx.update(loginTokens)
          .set({
            failedAttempts: sql`${loginTokens.failedAttempts} + 1`,
            usedAt: live.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? now : null,
          })
          .where(eq(loginTokens.id, live.id))
          .run();
        return false;
      });
    },
    createMobileToken(entry) {
      db.insert(mobileTokens).values(entry).run();
    },
    findMobileTokenMember(tokenHash, now) {
      const row = db
        .select({ memberId: mobileTokens.memberId })
        .from(mobileTokens)
        .where(and(eq(mobileTokens.tokenHash, tokenHash), isNull(mobileTokens.revokedAt), gt(mobileTokens.expiresAt, now)))
        .get();
      return row?.memberId ?? null;
    },
    revokeMobileTokens(memberId, now) {
      db.update(mobileTokens)
        .set({ revokedAt: now })
        .where(and(eq(mobileTokens.memberId, memberId), isNull(mobileTokens.revokedAt)))
        .run();
    },
  };
}
