import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { instantValue, type Db } from '../../db/store';
import type { SessionMember } from '../../plugins/access.types';
import { passkeyHeldBy } from '../passkeys/passkeys.repository';
import { sessionsChanged } from './session-changes';

export interface SessionRepository {
  /** `email`: the address that signed in; the session holds only while it is the member's. */
  create(session: { idHash: string; memberId: string; email: string; createdAt: Date; expiresAt: Date; confirmedAt?: Date | null }): Promise<void>;
  /**
   * The member of a live session, when the session ends, when it was last confirmed with a passkey,
   * and whether the member holds one (an admin acts as one only then: docs/flows/sign-in.md#admins).
   */
  findActiveSession(idHash: string, now: Date): Promise<{ member: SessionMember; expiresAt: Date; confirmedAt: Date | null; hasPasskey: boolean } | null>;
  /** The member proved it is them with a passkey in this session. */
  confirm(idHash: string, at: Date): Promise<void>;
  /** The member a live mobile token belongs to (the bearer credential routes may opt into). */
  findMemberByMobileToken(tokenHash: string, now: Date): Promise<SessionMember | null>;
  revoke(idHash: string, now: Date): Promise<void>;
  /**
   * Every live session of the member ends, but `keep` (the one a recovery runs in) when named, and
   * every mobile token with them: each would mint a new session (POST /api/validate-token), and the
   * device that lost them (a phone gone with its app) keeps them.
   */
  revokeAllFor(memberId: string, now: Date, keep?: string): Promise<void>;
  /** Every session and mobile token of the member, gone (an erasure): nothing of theirs signs in again. */
  deleteAllFor(memberId: string): Promise<void>;
}

/**
 * Sessions and mobile tokens, the auth module's tables. The member a credential belongs to is read
 * by joining `members` (the members module's table): every signed-in request runs this lookup, and
 * one prepared statement costs a fraction of two queries. It only reads members; see modules/README.md.
 * Whether the member holds a passkey is read in the same statement, by the condition the passkeys
 * module builds (passkeyHeldBy): that module announces every change to it.
 */
export function createSessionRepository(db: Db): SessionRepository {
  const { members, mobileTokens, sessions } = db.tables;
  const memberColumns = {
    id: members.id,
    email: members.email,
    firstName: members.firstName,
    lastName: members.lastName,
    role: members.role,
    allRoles: members.allRoles,
    state: members.state,
    status: members.status,
    memberType: members.memberType,
  };
  // Every signed-in request runs this lookup: built and prepared once, it costs a fraction of a
  // query built per request (drizzle's builder showed as a fifth of a profile request's CPU).
  const heldBy = passkeyHeldBy(db);
  const activeMember = db.prepareFirst((q) =>
    q
      .select({
        ...memberColumns,
        sessionExpiresAt: sessions.expiresAt,
        sessionConfirmedAt: sessions.confirmedAt,
        // 1 or 0 in both dialects (PostgreSQL would answer a bare EXISTS as a boolean, SQLite as a number).
        memberHasPasskey: sql<number>`case when ${heldBy(q, members.id)} then 1 else 0 end`,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(and(eq(sessions.idHash, sql.placeholder('idHash')), eq(sessions.email, members.email), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')))),
  );
  return {
    async create(session) {
      await db.query((q) => q.insert(sessions).values(session));
    },
    async findActiveSession(idHash, now) {
      // Placeholders bypass column encoding: the instant goes in as the dialect stores it.
      const row = await activeMember({ idHash, now: instantValue(db, now) });
      if (!row) return null;
      const { sessionExpiresAt, sessionConfirmedAt, memberHasPasskey, ...member } = row;
      return { member, expiresAt: sessionExpiresAt, confirmedAt: sessionConfirmedAt, hasPasskey: Number(memberHasPasskey) === 1 };
    },
    async confirm(idHash, at) {
      await db.query((q) => q.update(sessions).set({ confirmedAt: at }).where(eq(sessions.idHash, idHash)));
      await sessionsChanged(db, { confirmed: idHash });
    },
    async findMemberByMobileToken(tokenHash, now) {
      const row = await db.first((q) =>
        q
          .select(memberColumns)
          .from(mobileTokens)
          .innerJoin(members, eq(members.id, mobileTokens.memberId))
          .where(and(eq(mobileTokens.tokenHash, tokenHash), eq(mobileTokens.email, members.email), isNull(mobileTokens.revokedAt), gt(mobileTokens.expiresAt, now))),
      );
      return row ?? null;
    },
    async revoke(idHash, now) {
      await db.query((q) => q.update(sessions).set({ revokedAt: now }).where(eq(sessions.idHash, idHash)));
      await sessionsChanged(db, { session: idHash });
    },
    async deleteAllFor(memberId) {
      await db.query((q) => q.delete(sessions).where(eq(sessions.memberId, memberId)));
      await db.query((q) => q.delete(mobileTokens).where(eq(mobileTokens.memberId, memberId)));
      await sessionsChanged(db, { member: memberId });
    },
    async revokeAllFor(memberId, now, keep) {
      await db.query((q) =>
        q
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.idHash, keep))),
      );
      await db.query((q) => q.update(mobileTokens).set({ revokedAt: now }).where(and(eq(mobileTokens.memberId, memberId), isNull(mobileTokens.revokedAt))));
      await sessionsChanged(db, { member: memberId });
    },
  };
}
