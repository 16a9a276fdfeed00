import { isAdmin, seesAllDeals, type SessionMember } from '../../plugins/access.types';
import type { Db } from '../../db/store';
import { voteSummariesFor, votesFor, type DealRow, type VoteRow, type VoteSummary } from '../deals/deal-list.read-model';
import { summaryOf } from '../deals/deal-views';
import { sealedFor, unsealedVotes } from './decisions.service';

/**
 * The one read of votes for an answer (docs/flows/network-decisions.md, "Sealed ballots"): every
 * route whose answer carries votes, a tally or a review status counted from votes reads them here,
 * so the sealing rule applies for the viewer wherever votes leave the API. On a deal whose ballots
 * are sealed for the viewer, what comes back holds the analysts' votes and the viewer's own, never
 * another member's: not their names, their comments, nor the counts or statuses made from them.
 * Only the decision itself (decisions.service) reads every vote. module-rules.spec keeps it so.
 */
export interface VotesSeen {
  /** Each deal's votes the viewer may see, agents first as they were cast. */
  votes: Map<string, VoteRow[]>;
  /** The deals whose ballots are sealed for this viewer. */
  sealed: Set<string>;
}

type DealWindow = Pick<DealRow, 'id' | 'windowClosesAt' | 'decidedAt'>;

export async function votesSeenBy(db: Db, viewer: SessionMember, deals: readonly DealWindow[], now: Date, options: { withText?: boolean } = {}): Promise<VotesSeen> {
  const [votes, sealed] = await Promise.all([votesFor(db, deals.map((deal) => deal.id), options), sealedFor(db, viewer, deals, now)]);
  for (const id of sealed) votes.set(id, unsealedVotes(votes.get(id) ?? [], viewer.id));
  return { votes, sealed };
}

/**
 * What a deal list shows of each deal's votes (the counts and the viewer's own vote), counted by the
 * database; a deal sealed for the viewer is counted again from the votes they may see.
 */
export async function summariesSeenBy(db: Db, viewer: SessionMember, deals: readonly DealWindow[], now: Date): Promise<{ summaries: Map<string, VoteSummary>; sealed: Set<string> }> {
  const [summaries, sealed] = await Promise.all([voteSummariesFor(db, deals.map((deal) => deal.id), viewer.id), sealedFor(db, viewer, deals, now)]);
  if (sealed.size > 0) {
    const all = await votesFor(db, [...sealed]);
    for (const id of sealed) summaries.set(id, summaryOf(unsealedVotes(all.get(id) ?? [], viewer.id), viewer.id));
  }
  return { summaries, sealed };
}

/**
 * The key under which a cached answer made from votes is kept: admins see every vote, and a sealed
 * deal shows each other viewer their own, so no two viewers but admins share an answer. A network
 * member's answers hold only their own deals anyway.
 */
export function voteAudienceOf(viewer: SessionMember): string {
  if (isAdmin(viewer)) return 'admins';
  return seesAllDeals(viewer) ? `member:${viewer.id}` : `own:${viewer.id}`;
}
