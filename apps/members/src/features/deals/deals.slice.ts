import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../auth';

/**
 * What the deal lists' readers remember besides the lists themselves (those are reads:
 * deals.queries.ts): when the member last looked at /deals and when deals last changed, for the
 * New dot, and whether the recent deals are being polled.
 */
export interface DealsState {
  /** When the member last looked at /deals (kept per member in local storage). */
  lastViewedAt: number | null;
  /** When the last deals-updated event happened. */
  dealsUpdatedAt: number | null;
  /** Whether one of the two newest deals is pending, so the recent deals are asked for every 3 s. */
  recentPolling: boolean;
}

const initialState: DealsState = { lastViewedAt: null, dealsUpdatedAt: null, recentPolling: false };

export const dealsSlice = createSlice({
  name: 'deals',
  initialState,
  reducers: {
    /** The deals-data-changed event: something changed a deal; refresh soon. */
    dealsDataChanged: () => undefined,
    dealsUpdated: (state, action: PayloadAction<{ at: number }>) => {
      state.dealsUpdatedAt = action.payload.at;
    },
    dealsViewed: () => undefined,
    dealsViewRecorded: (state, action: PayloadAction<{ at: number | null }>) => {
      state.lastViewedAt = action.payload.at;
    },
    /** Start watching the member's recent deals (at sign-in). */
    recentDealsRequested: () => undefined,
    recentDealsPollingChanged: (state, action: PayloadAction<{ polling: boolean }>) => {
      state.recentPolling = action.payload.polling;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { dealsDataChanged, dealsUpdated, dealsViewed, dealsViewRecorded, recentDealsRequested, recentDealsPollingChanged } = dealsSlice.actions;
