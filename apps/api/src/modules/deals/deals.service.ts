import { reportSummaryLine, type DealListItem, type OwnVote, type RecentDeal } from '@quorum/domain';
import type { Db } from '../../db/store';
import { seesAllDeals, type SessionMember } from '../../plugins/access.types';
import { fail, type Result } from '../../lib/http/result';
import { visibleDeal } from './deal-access';
import { listDeals, reportBody, voteSummariesFor, votesFor, type DealRow } from './deal-list.read-model';
import { decodeCursor, encodeCursor, statusOf, summaryOf, toListItem, toRecent, voteEntries } from './deal-views';
import { approvalThreshold } from '../settings/settings.service';

/** The deal lists of the members app: each answer is one statement for the reports and one for their vote counts. */
export function createDealsService(db: Db) {
  const withVotes = async (rows: DealRow[], member: SessionMember): Promise<DealListItem[]> => {
    const summaries = await voteSummariesFor(db, rows.map((row) => row.id), member.id);
    const threshold = await approvalThreshold(db);
    return rows.map((row) => toListItem(row, summaries.get(row.id), threshold));
  };

  return {
    async page(member: SessionMember, limit: number, cursor: string | undefined): Promise<Result<{ deals: DealListItem[]; nextCursor: string | null }>> {
      const before = decodeCursor(cursor);
      if (before === 'invalid') return fail(400, 'Invalid cursor');
      const rows = await listDeals(db, { ...(before ? { before } : {}), limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { ok: true, deals: await withVotes(page, member), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async submissions(member: SessionMember): Promise<DealListItem[]> {
      return withVotes(await listDeals(db, { ownerId: member.id }), member);
    },

    async recent(member: SessionMember, limit: number): Promise<RecentDeal[]> {
      const rows = await listDeals(db, { ownerId: member.id, limit });
      const votes = await votesFor(db, rows.map((row) => row.id));
      const threshold = await approvalThreshold(db);
      return rows.map((row) => toRecent(row, votes.get(row.id), threshold));
    },

    /** Accepted deals: done reports whose votes (agents' and members') reach the threshold. */
    async portfolio(member: SessionMember): Promise<DealListItem[]> {
      return (await withVotes(await listDeals(db, { status: 'done' }), member)).filter((deal) => deal.effectiveStatus === 'accepted');
    },

    async detail(member: SessionMember, id: string) {
      const visible = visibleDeal((await listDeals(db, { ids: [id] }))[0], member);
      if (!visible.ok) return visible;
      const row = visible.deal;
      const votes = (await votesFor(db, [row.id], { withText: true })).get(row.id) ?? [];
      const body = await reportBody(db, row.id);
      const threshold = await approvalThreshold(db);
      const mine = votes.find((vote) => vote.memberId === member.id);
      const myVote: OwnVote | null = mine ? { vote: mine.vote, comment: mine.recommendation } : null;
      return {
        ok: true as const,
        deal: { ...toListItem(row, summaryOf(votes, member.id), threshold), statusMessage: row.statusMessage, summary: reportSummaryLine(body), recommendationsAndVotes: voteEntries(votes) },
        myVote,
        canVote: seesAllDeals(member) && row.status === 'done' && row.ownerId !== member.id,
        effectiveStatus: statusOf(row, votes, threshold),
      };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
