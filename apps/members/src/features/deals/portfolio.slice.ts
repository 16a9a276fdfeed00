import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealListItem } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import type { LoadStatus } from './load-status';
import { voteRecorded } from './votes.slice';

/** The portfolio: the network's accepted deals. */
export interface PortfolioState {
  status: LoadStatus;
  items: DealListItem[];
  error: string | null;
}

const initialState: PortfolioState = { status: 'idle', items: [], error: null };

export const portfolioSlice = createSlice({
  name: 'portfolio',
  initialState,
  reducers: {
    portfolioRequested: (state, _action: PayloadAction<{ force?: boolean } | undefined>) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    portfolioLoaded: (state, action: PayloadAction<{ deals: DealListItem[] }>) => {
      state.status = 'loaded';
      state.items = action.payload.deals;
      state.error = null;
    },
    portfolioLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = state.items.length > 0 ? 'loaded' : 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    // A vote can take a deal out of the portfolio; the debounced refresh brings the new list.
    builder.addCase(voteRecorded, (state, action) => {
      if (action.payload.effectiveStatus !== 'accepted') state.items = state.items.filter((deal) => deal.reportId !== action.payload.reportId);
    });
  },
});

export const { portfolioRequested, portfolioLoaded, portfolioLoadFailed } = portfolioSlice.actions;
