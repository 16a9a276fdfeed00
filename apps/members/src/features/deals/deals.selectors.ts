import { createSelector } from '@reduxjs/toolkit';
import { newestDealTime, newIndicatorDeals, showsNewDot } from '@quorum/domain';
import type { DealDetailState } from './deal-detail.slice';
import type { DealsState } from './deals.slice';
import type { PortfolioState } from './portfolio.slice';
import type { RecentDealsState } from './recent-deals.slice';
import type { SubmissionsState } from './submissions.slice';
import type { VotesState } from './votes.slice';

export interface RootDealsState {
  deals: DealsState;
  recentDeals: RecentDealsState;
  submissions: SubmissionsState;
  portfolio: PortfolioState;
  dealDetail: DealDetailState;
  votes: VotesState;
  auth: { user: { email: string } | null };
}

export const selectDeals = (state: RootDealsState) => state.deals;
export const selectRecentDeals = (state: RootDealsState) => state.recentDeals;
export const selectSubmissions = (state: RootDealsState) => state.submissions;
export const selectPortfolio = (state: RootDealsState) => state.portfolio;
export const selectDealDetail = (state: RootDealsState) => state.dealDetail;
export const selectSubmissionCount = (state: RootDealsState) => state.submissions.count;
export const selectVoteState = (state: RootDealsState, reportId: string) => state.votes.byReport[reportId];

export const selectNewDeals = createSelector([(state: RootDealsState) => state.deals.items], (items) => newIndicatorDeals(items));

/** The green dot on New (spec 1 section 2), from the rule in libs/domain. */
export const selectShowsNewDot = createSelector(
  [(state: RootDealsState) => state.deals.items, (state: RootDealsState) => state.deals.lastViewedAt, (state: RootDealsState) => state.deals.dealsUpdatedAt],
  (items, lastViewedAt, dealsUpdatedAt) => showsNewDot({ newestDealAt: newestDealTime(items), lastViewedAt, dealsUpdatedAt }),
);

/**
 * Deals awaiting the member's vote: finished reviews by someone else. Those not yet voted on come
 * first; the member's own votes stay listed so they can be changed.
 */
export const selectVotableDeals = createSelector([(state: RootDealsState) => state.deals.items, (state: RootDealsState) => state.auth.user?.email ?? null], (items, email) => {
  const votable = items.filter((deal) => deal.status === 'done' && deal.createdBy.toLowerCase() !== email?.toLowerCase());
  return { awaiting: votable.filter((deal) => deal.myVote === null), voted: votable.filter((deal) => deal.myVote !== null) };
});
