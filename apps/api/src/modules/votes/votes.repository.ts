import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { reportVotes } from '../../db/schema';

export interface MemberVote {
  reportId: string;
  memberId: string;
  voterName: string;
  vote: 'Yes' | 'No';
  comment: string;
}

/** Members' votes sit in report_votes beside the agents', keyed member:<id>: one per member per deal. */
export function createVotesRepository(db: DbExecutor) {
  const key = (memberId: string) => `member:${memberId}`;
  return {
    /** Casting again replaces the earlier vote (the primary key makes a second row impossible). */
    upsert(vote: MemberVote, now: Date): void {
      const fields = { role: 'member' as const, memberId: vote.memberId, voterName: vote.voterName, vote: vote.vote, recommendation: vote.comment, updatedAt: now };
      db.insert(reportVotes)
        .values({ reportId: vote.reportId, voterKey: key(vote.memberId), createdAt: now, ...fields })
        .onConflictDoUpdate({ target: [reportVotes.reportId, reportVotes.voterKey], set: fields })
        .run();
    },
    remove(reportId: string, memberId: string): boolean {
      return db.delete(reportVotes).where(and(eq(reportVotes.reportId, reportId), eq(reportVotes.voterKey, key(memberId)))).run().changes > 0;
    },
  };
}
