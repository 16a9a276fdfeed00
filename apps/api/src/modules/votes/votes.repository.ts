import { and, asc, eq } from 'drizzle-orm';
import type { AnalystReport } from '@quorum/domain';
import type { Db } from '../../db/store';

export interface MemberVote {
  reportId: string;
  memberId: string;
  voterName: string;
  vote: 'Yes' | 'No';
  comment: string;
}

/**
 * The report_votes table: members' votes, keyed member:<id> (one per member per deal), beside the
 * agents', keyed agent:<role>, which the review agent casts when a report is done. Only this
 * repository writes it; the deals read model reads it for the lists.
 */
export function createVotesRepository(db: Db) {
  const { reportVotes } = db.tables;
  const key = (memberId: string) => `member:${memberId}`;
  return {
    /** Casting again replaces the earlier vote (the primary key makes a second row impossible). */
    async upsert(vote: MemberVote, now: Date): Promise<void> {
      const fields = { role: 'member' as const, memberId: vote.memberId, voterName: vote.voterName, vote: vote.vote, recommendation: vote.comment, updatedAt: now };
      await db.query((q) =>
        q
          .insert(reportVotes)
          .values({ reportId: vote.reportId, voterKey: key(vote.memberId), createdAt: now, ...fields })
          .onConflictDoUpdate({ target: [reportVotes.reportId, reportVotes.voterKey], set: fields }),
      );
    },
    /** An agent's vote on a finished report; a report run again replaces it. */
    async upsertAgent(reportId: string, analysis: Pick<AnalystReport, 'role' | 'agent' | 'vote' | 'recommendation'>, now: Date): Promise<void> {
      const fields = { role: analysis.role, voterName: analysis.agent, vote: analysis.vote, recommendation: analysis.recommendation, updatedAt: now };
      await db.query((q) =>
        q
          .insert(reportVotes)
          .values({ reportId, voterKey: `agent:${analysis.role}`, memberId: null, createdAt: now, ...fields })
          .onConflictDoUpdate({ target: [reportVotes.reportId, reportVotes.voterKey], set: fields }),
      );
    },
    /** A member's votes, oldest first (their data export). */
    async ofMember(memberId: string): Promise<Array<{ reportId: string; vote: 'Yes' | 'No'; comment: string; castAt: Date; updatedAt: Date }>> {
      const rows = await db.query((q) =>
        q
          .select({ reportId: reportVotes.reportId, vote: reportVotes.vote, comment: reportVotes.recommendation, castAt: reportVotes.createdAt, updatedAt: reportVotes.updatedAt })
          .from(reportVotes)
          .where(eq(reportVotes.voterKey, key(memberId)))
          .orderBy(asc(reportVotes.createdAt)),
      );
      return rows;
    },
    /** An erased member's votes stay in the tallies under `name`, without their comment; answers how many. */
    async anonymiseMember(memberId: string, name: string): Promise<number> {
      return db.changes((q) => q.update(reportVotes).set({ voterName: name, recommendation: '' }).where(eq(reportVotes.voterKey, key(memberId))));
    },
    async remove(reportId: string, memberId: string): Promise<boolean> {
      return (await db.changes((q) => q.delete(reportVotes).where(and(eq(reportVotes.reportId, reportId), eq(reportVotes.voterKey, key(memberId)))))) > 0;
    },
  };
}
