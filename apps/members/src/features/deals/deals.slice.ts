import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealListItem } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import type { LoadStatus } from './load-status';
import { voteRecorded } from './votes.slice';

/** The deal list of the network (spec 1 section 2) and what the New indicator needs. */
export interface DealsState {
  status: LoadStatus;
  items: DealListItem[];
  nextCursor: string | null;
  loadingMore: boolean;
  error: string | null;
  /** When the list was last fetched, for the 5-minute throttle of the deals service. */
  fetchedAt: number | null;
  /** When the member last looked at /deals (kept per member in local storage). */
  lastViewedAt: number | null;
  /** When the last deals-updated event happened. */
  dealsUpdatedAt: number | null;
}

const initialState: DealsState = { status: 'idle', items: [], nextCursor: null, loadingMore: false, error: null, fetchedAt: null, lastViewedAt: null, dealsUpdatedAt: null };

export const dealsSlice = createSlice({
  name: 'deals',
  initialState,
  reducers: {
    /** Asks the deals service for the list; within 5 minutes of the last fetch only `force` asks the server. */
    dealsRequested: (state, _action: PayloadAction<{ force?: boolean } | undefined>) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    dealsLoaded: (state, action: PayloadAction<{ deals: DealListItem[]; nextCursor: string | null; at: number }>) => {
      state.status = 'loaded';
      state.items = action.payload.deals;
      state.nextCursor = action.payload.nextCursor;
      state.fetchedAt = action.payload.at;
      state.error = null;
    },
    dealsLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = state.items.length > 0 ? 'loaded' : 'failed';
      state.error = action.payload.message;
    },
    moreDealsRequested: (state) => {
      state.loadingMore = true;
    },
    moreDealsLoaded: (state, action: PayloadAction<{ deals: DealListItem[]; nextCursor: string | null }>) => {
      const known = new Set(state.items.map((deal) => deal.id));
      state.items.push(...action.payload.deals.filter((deal) => !known.has(deal.id)));
      state.nextCursor = action.payload.nextCursor;
      state.loadingMore = false;
    },
    moreDealsFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.loadingMore = false;
      state.error = action.payload.message;
    },
    /** The deals-data-changed event (spec 1 section 7): something changed a deal; refresh soon. */
    dealsDataChanged: () => undefined,
    dealsUpdated: (state, action: PayloadAction<{ at: number }>) => {
      state.dealsUpdatedAt = action.payload.at;
    },
    dealsViewed: () => undefined,
    dealsViewRecorded: (state, action: PayloadAction<{ at: number | null }>) => {
      state.lastViewedAt = action.payload.at;
    },
    dealsRemoved: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.items = state.items.filter((deal) => !action.payload.ids.includes(deal.reportId));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(voteRecorded, (state, action) => {
      const deal = state.items.find((item) => item.reportId === action.payload.reportId);
      if (!deal) return;
      deal.tally = action.payload.tally;
      deal.effectiveStatus = action.payload.effectiveStatus;
      deal.myVote = action.payload.myVote?.vote ?? null;
    });
  },
});

export const {
  dealsRequested,
  dealsLoaded,
  dealsLoadFailed,
  moreDealsRequested,
  moreDealsLoaded,
  moreDealsFailed,
  dealsDataChanged,
  dealsUpdated,
  dealsViewed,
  dealsViewRecorded,
  dealsRemoved,
} = dealsSlice.actions;
