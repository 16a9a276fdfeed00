import { reportSummaryLine, type DealListItem, type OwnVote, type RecentDeal } from '@quorum/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reports } from '../../db/schema';
import type { SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';
import { seesAllDeals } from '../dossiers/request-checks';
import { visibleDeal } from './deal-access';
import { listDeals, voteSummariesFor, votesFor, type DealRow } from './deal-queries';
import { decodeCursor, encodeCursor, statusOf, summaryOf, toListItem, toRecent, voteEntries } from './deal-views';
import { approvalThreshold } from '../settings/settings.service';

/** The deal lists of the members app: each answer is one statement for the reports and one for their vote counts. */
export function createDealsService(db: Db) {
  const withVotes = (rows: DealRow[], member: SessionMember): DealListItem[] => {
    const summaries = voteSummariesFor(db, rows.map((row) => row.id), member.id);
    const threshold = approvalThreshold(db);
    return rows.map((row) => toListItem(row, summaries.get(row.id), threshold));
  };

  return {
    page(member: SessionMember, limit: number, cursor: string | undefined): { deals: DealListItem[]; nextCursor: string | null } {
      const before = decodeCursor(cursor);
      if (before === 'invalid') throw new HttpError(400, 'Invalid cursor');
      const rows = listDeals(db, { ...(before ? { before } : {}), limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { deals: withVotes(page, member), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    submissions(member: SessionMember): DealListItem[] {
      return withVotes(listDeals(db, { ownerId: member.id }), member);
    },

    recent(member: SessionMember, limit: number): RecentDeal[] {
      const rows = listDeals(db, { ownerId: member.id, limit });
      const votes = votesFor(db, rows.map((row) => row.id));
      const threshold = approvalThreshold(db);
      return rows.map((row) => toRecent(row, votes.get(row.id), threshold));
    },

    /** Accepted deals: done reports whose votes (agents' and members') reach the threshold. */
    portfolio(member: SessionMember): DealListItem[] {
      return withVotes(listDeals(db, { status: 'done' }), member).filter((deal) => deal.effectiveStatus === 'accepted');
    },

    detail(member: SessionMember, id: string) {
      const row = visibleDeal(listDeals(db, { ids: [id] })[0], member);
      const votes = votesFor(db, [row.id], { withText: true }).get(row.id) ?? [];
      const body = db.select({ body: reports.body }).from(reports).where(eq(reports.id, row.id)).get()?.body;
      const mine = votes.find((vote) => vote.memberId === member.id);
      const myVote: OwnVote | null = mine ? { vote: mine.vote, comment: mine.recommendation } : null;
      return {
        deal: { ...toListItem(row, summaryOf(votes, member.id), approvalThreshold(db)), statusMessage: row.statusMessage, summary: reportSummaryLine(body), recommendationsAndVotes: voteEntries(votes) },
        myVote,
        canVote: seesAllDeals(member) && row.status === 'done' && row.ownerId !== member.id,
        effectiveStatus: statusOf(row, votes, approvalThreshold(db)),
      };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
