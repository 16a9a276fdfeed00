import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecentDeal } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import type { LoadStatus } from './load-status';

/** The member's newest submissions (5 at a time), polled while one of the two newest is pending. */
export interface RecentDealsState {
  status: LoadStatus;
  items: RecentDeal[];
  polling: boolean;
}

const initialState: RecentDealsState = { status: 'idle', items: [], polling: false };

export const recentDealsSlice = createSlice({
  name: 'recentDeals',
  initialState,
  reducers: {
    recentDealsRequested: (state) => {
      if (state.status === 'idle') state.status = 'loading';
    },
    recentDealsLoaded: (state, action: PayloadAction<{ deals: RecentDeal[] }>) => {
      state.status = 'loaded';
      state.items = action.payload.deals;
    },
    recentDealsFailed: (state) => {
      if (state.status !== 'loaded') state.status = 'failed';
    },
    recentDealsPollingChanged: (state, action: PayloadAction<{ polling: boolean }>) => {
      state.polling = action.payload.polling;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { recentDealsRequested, recentDealsLoaded, recentDealsFailed, recentDealsPollingChanged } = recentDealsSlice.actions;
