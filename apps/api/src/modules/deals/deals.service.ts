import { reportSummaryLine, type DealListItem, type OwnVote, type RecentDeal } from '@quorum/domain';
import type { Db } from '../../db/store';
import { seesAllDeals, type SessionMember } from '../../plugins/access.types';
import { fail, type Result } from '../../lib/http/result';
import { visibleDeal } from './deal-access';
import { listDeals, reportBody, voteSummariesFor, votesFor, type DealRow, type VoteRow } from './deal-list.read-model';
import { decodeCursor, encodeCursor, statusOf, summaryOf, toListItem, toRecent, voteEntries } from './deal-views';
import { approvalThreshold } from '../settings/settings.service';
import { approvedForInvestment, sealedFor, unsealedVotes, voteGate } from '../decisions/decisions.service';
import type { Clock } from '../../lib/clock';

/** The deal lists of the members app: each answer is one statement for the reports and one for their vote counts. */
const tallyOf = ({ yes, no }: { yes: number; no: number }) => ({ yes, no });

export function createDealsService(db: Db, clock: Clock) {
  const withVotes = async (rows: DealRow[], member: SessionMember): Promise<DealListItem[]> => {
    const ids = rows.map((row) => row.id);
    const summaries = await voteSummariesFor(db, ids, member.id);
    const threshold = await approvalThreshold(db);
    const sealed = await sealedFor(db, member, rows, clock.now());
    // A sealed deal's tally counts what this member may see; its review status still counts every vote.
    const sealedVotes = sealed.size > 0 ? await votesFor(db, [...sealed]) : new Map<string, VoteRow[]>();
    return rows.map((row) => {
      const summary = summaries.get(row.id);
      const item = toListItem(row, summary, threshold);
      if (!sealed.has(row.id)) return item;
      const shown = summaryOf(unsealedVotes(sealedVotes.get(row.id) ?? [], member.id), member.id);
      return { ...item, tally: { yes: shown.yes, no: shown.no }, vote: item.vote && { ...item.vote, sealed: true } };
    });
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
      const sealed = await sealedFor(db, member, rows, clock.now());
      return rows.map((row) => {
        const recent = toRecent(row, votes.get(row.id), threshold);
        return sealed.has(row.id) ? { ...recent, recommendationsAndVotes: voteEntries(unsealedVotes(votes.get(row.id) ?? [], member.id)) } : recent;
      });
    },

    /** Deals approved for investment: the network's decision, or for a deal reviewed before vote windows existed, its review status. */
    async portfolio(member: SessionMember): Promise<DealListItem[]> {
      const rows = await listDeals(db, { status: 'done' });
      const items = await withVotes(rows, member);
      return items.filter((item, index) => rows[index] && approvedForInvestment(rows[index], item.effectiveStatus === 'accepted'));
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
      const sealed = (await sealedFor(db, member, [row], clock.now())).has(row.id);
      const shown = sealed ? unsealedVotes(votes, member.id) : votes;
      return {
        ok: true as const,
        deal: { ...toListItem(row, summaryOf(votes, member.id), threshold, sealed), tally: tallyOf(summaryOf(shown, member.id)), statusMessage: row.statusMessage, summary: reportSummaryLine(body), recommendationsAndVotes: voteEntries(shown) },
        myVote,
        canVote: seesAllDeals(member) && row.status === 'done' && row.ownerId !== member.id && (await voteGate(db, member, row.id, clock.now())).ok,
        effectiveStatus: statusOf(row, votes, threshold),
      };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
