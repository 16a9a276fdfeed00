import { createSelector } from '@reduxjs/toolkit';
import type { DealListItem } from '@quorum/domain';
import { newestDealTime, newIndicatorDeals, showsNewDot } from '../../lib/new-indicator';
import { errorMessageOf } from '../../lib/load-state';
import type { RootState } from '../../app/root-reducer';
import { dealsQueries } from './deals.queries';

/** Every list and page of the app moves through these: nothing asked yet, asking, answered, failed. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

function statusOf(query: { data?: unknown; isUninitialized: boolean; isError: boolean }): LoadStatus {
  if (query.data !== undefined) return 'loaded';
  if (query.isError) return 'failed';
  return query.isUninitialized ? 'idle' : 'loading';
}

const selectDealsQuery = dealsQueries.endpoints.getDeals.select(undefined);
const selectRecentQuery = dealsQueries.endpoints.getRecentDeals.select(undefined);
const NO_DEALS: DealListItem[] = [];

/** The deals loaded so far, every page in order, each deal once. */
export const selectDealItems = createSelector([selectDealsQuery], (query): DealListItem[] => {
  if (!query.data) return NO_DEALS;
  const seen = new Set<string>();
  return query.data.pages.flatMap((page) => page.deals).filter((deal) => !seen.has(deal.id) && Boolean(seen.add(deal.id)));
});

/** The deal list as the pages and the New dot see it: its state, the deals so far, and the last error. */
export const selectDealsList = createSelector([selectDealsQuery, selectDealItems], (query, items) => ({
  status: statusOf(query),
  items,
  error: errorMessageOf(query.error),
  nextCursor: query.data?.pages.at(-1)?.nextCursor ?? null,
}));

/** My Submissions as the menus and tests see it. */
export const selectSubmissionsList = createSelector([dealsQueries.endpoints.getSubmissions.select(undefined)], (query) => ({
  status: statusOf(query),
  items: query.data ?? NO_DEALS,
  error: errorMessageOf(query.error),
}));

/** The member's newest submissions for the menus, and whether they are being polled. */
export const selectRecentDeals = createSelector([selectRecentQuery, (state: RootState) => state.deals.recentPolling], (query, polling) => ({
  status: statusOf(query),
  items: query.data ?? [],
  polling,
}));

export const selectSubmissionCount = (state: RootState) => state.submissions.count;
export const selectDeletingSubmissions = (state: RootState) => state.submissions.deleting;
export const selectVoteState = (state: RootState, reportId: string) => state.votes.byReport[reportId];

export const selectNewDeals = createSelector([selectDealItems], (items) => newIndicatorDeals(items));

/** The green dot on New, from the rule in libs/domain. */
export const selectShowsNewDot = createSelector(
  [selectDealItems, (state: RootState) => state.deals.lastViewedAt, (state: RootState) => state.deals.dealsUpdatedAt],
  (items, lastViewedAt, dealsUpdatedAt) => showsNewDot({ newestDealAt: newestDealTime(items), lastViewedAt, dealsUpdatedAt }),
);

/**
 * Deals awaiting the member's vote: finished reviews by someone else. Those not yet voted on come
 * first; the member's own votes stay listed so they can be changed.
 */
export const selectVotableDeals = createSelector([selectDealItems, (state: RootState) => state.auth.user?.email ?? null], (items, email) => {
  const votable = items.filter((deal) => deal.status === 'done' && deal.createdBy.toLowerCase() !== email?.toLowerCase());
  return { awaiting: votable.filter((deal) => deal.myVote === null), voted: votable.filter((deal) => deal.myVote !== null) };
});
