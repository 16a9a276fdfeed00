import { reportSummaryLine, type DealListItem, type OwnVote, type RecentDeal } from '@quorum/domain';
import type { Db } from '../../db/store';
import { seesAllDeals, type SessionMember } from '../../plugins/access.types';
import { fail, type Result } from '../../lib/http/result';
import { visibleDeal } from './deal-access';
import { listDeals, reportBody, type DealRow } from './deal-list.read-model';
import { decodeCursor, encodeCursor, statusOf, summaryOf, toListItem, toRecent, voteEntries } from './deal-views';
import { approvalThreshold } from '../settings/settings.service';
import { approvedForInvestment, voteGate } from '../decisions/decisions.service';
import { summariesSeenBy, votesSeenBy } from '../decisions/visible-votes.read';
import type { Clock } from '../../lib/clock';

/** The deal lists of the members app: each answer is one statement for the reports and one for their vote counts. */

export function createDealsService(db: Db, clock: Clock) {
  // A sealed deal's tally and review status count what this member may see (visible-votes.read.ts).
  const withVotes = async (rows: DealRow[], member: SessionMember): Promise<DealListItem[]> => {
    const [{ summaries, sealed }, threshold] = await Promise.all([summariesSeenBy(db, member, rows, clock.now()), approvalThreshold(db)]);
    return rows.map((row) => toListItem(row, summaries.get(row.id), threshold, sealed.has(row.id)));
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
      const [{ votes }, threshold] = await Promise.all([votesSeenBy(db, member, rows, clock.now()), approvalThreshold(db)]);
      return rows.map((row) => toRecent(row, votes.get(row.id), threshold));
    },

    /** Deals approved for investment: the network's decision, or for a deal reviewed before vote windows existed, its review status. */
    async portfolio(member: SessionMember): Promise<DealListItem[]> {
      const rows = await listDeals(db, { status: 'done' });
      const items = await withVotes(rows, member);
      return items.filter((item, index) => rows[index] && approvedForInvestment(rows[index], item.effectiveStatus === 'accepted'));
    },

    /** The deal if the network approved it for investment (as `portfolio` decides), else undefined: where a round may open. */
    async approvedDeal(member: SessionMember, id: string): Promise<DealRow | undefined> {
      const rows = await listDeals(db, { ids: [id], status: 'done' });
      const [item] = await withVotes(rows, member);
      const row = rows[0];
      return row && item && approvedForInvestment(row, item.effectiveStatus === 'accepted') ? row : undefined;
    },

    async detail(member: SessionMember, id: string) {
      const visible = visibleDeal((await listDeals(db, { ids: [id] }))[0], member);
      if (!visible.ok) return visible;
      const row = visible.deal;
      const [seen, body, threshold] = await Promise.all([votesSeenBy(db, member, [row], clock.now(), { withText: true }), reportBody(db, row.id), approvalThreshold(db)]);
      const votes = seen.votes.get(row.id) ?? [];
      const mine = votes.find((vote) => vote.memberId === member.id);
      const myVote: OwnVote | null = mine ? { vote: mine.vote, comment: mine.recommendation } : null;
      return {
        ok: true as const,
        deal: { ...toListItem(row, summaryOf(votes, member.id), threshold, seen.sealed.has(row.id)), statusMessage: row.statusMessage, summary: reportSummaryLine(body), recommendationsAndVotes: voteEntries(votes) },
        myVote,
        canVote: seesAllDeals(member) && row.status === 'done' && row.ownerId !== member.id && (await voteGate(db, member, row.id, clock.now())).ok,
        effectiveStatus: statusOf(row, votes, threshold),
      };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
