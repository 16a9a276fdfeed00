import { countVotes, type VoteRequest, type VoteResponse } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import type { SessionMember } from '../../plugins/access.types';
import { fail, type Result } from '../../lib/http/result';
import { listDeals } from '../deals/deal-list.read-model';
import { statusOf, voteEntries } from '../deals/deal-views';
import { createVotesRepository } from './votes.repository';
import { approvalThreshold } from '../settings/settings.service';
import { voterName } from './voter-name';
import { writeThroughVoteGate } from '../decisions/decisions.service';
import { votesSeenBy } from '../decisions/visible-votes.read';

export const VOTE_MESSAGES = {
  notFound: 'No deal with this id',
  notReady: 'Voting opens when the report is ready',
  ownDeal: 'You cannot vote on a deal you submitted: its carry reward is yours',
  noVote: 'You have not voted on this deal',
} as const;


/**
 * The vote rules: members (not network members) vote Yes or No on a finished report they did not
 * submit; one vote per member per deal, a new vote replaces the old one, a vote can be withdrawn;
 * the deal's effective status counts members' votes with the agents'.
 */
export function createVotesService(deps: { db: Db; clock: Clock }) {
  /** The deal's own rules (finished, not the member's own); the window and conflicts are checked with the write. */
  const votable = async (reportId: string, member: SessionMember): Promise<Result<object>> => {
    const deal = (await listDeals(deps.db, { ids: [reportId] }))[0];
    if (!deal) return fail(404, VOTE_MESSAGES.notFound);
    if (deal.status !== 'done') return fail(409, VOTE_MESSAGES.notReady);
    if (deal.ownerId === member.id) return fail(403, VOTE_MESSAGES.ownDeal);
    return { ok: true };
  };
  const outcome = async (reportId: string, member: SessionMember): Promise<VoteResponse> => {
    const deal = (await listDeals(deps.db, { ids: [reportId] }))[0];
    if (!deal) return { success: true, reportId, myVote: null, tally: { yes: 0, no: 0 }, effectiveStatus: 'pending' };
    // While the ballots are sealed the tally counts what this member may see: the analysts' votes and their own.
    const [seen, threshold] = await Promise.all([votesSeenBy(deps.db, member, [deal], deps.clock.now(), { withText: true }), approvalThreshold(deps.db)]);
    const shown = seen.votes.get(reportId) ?? [];
    const mine = shown.find((vote) => vote.memberId === member.id);
    const { yes, no } = countVotes({ recommendationsAndVotes: voteEntries(shown) });
    return { success: true, reportId, myVote: mine ? { vote: mine.vote, comment: mine.recommendation } : null, tally: { yes, no }, effectiveStatus: statusOf(deal, shown, threshold) };
  };

  return {
    async cast(member: SessionMember, reportId: string, request: VoteRequest): Promise<Result<{ outcome: VoteResponse }>> {
      const allowed = await votable(reportId, member);
      if (!allowed.ok) return allowed;
      const cast = await writeThroughVoteGate(deps.db, member, reportId, () => deps.clock.now(), async (tx): Promise<Result<object>> => {
        await createVotesRepository(tx).upsert({ reportId, memberId: member.id, voterName: voterName(member), vote: request.vote, comment: request.comment ?? '' }, deps.clock.now());
        return { ok: true };
      });
      if (!cast.ok) return cast;
      return { ok: true, outcome: await outcome(reportId, member) };
    },
    async withdraw(member: SessionMember, reportId: string): Promise<Result<{ outcome: VoteResponse }>> {
      const allowed = await votable(reportId, member);
      if (!allowed.ok) return allowed;
      const withdrawn = await writeThroughVoteGate(deps.db, member, reportId, () => deps.clock.now(), async (tx): Promise<Result<object>> =>
        (await createVotesRepository(tx).remove(reportId, member.id)) ? { ok: true } : fail(404, VOTE_MESSAGES.noVote),
      );
      if (!withdrawn.ok) return withdrawn;
      return { ok: true, outcome: await outcome(reportId, member) };
    },
  };
}
