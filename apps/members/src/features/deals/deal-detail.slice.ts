import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealDetailResponse } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import type { LoadStatus } from './load-status';
import { voteRecorded } from './votes.slice';

/** The deal detail page (/deals/:id/:name): one deal with its votes, the tally and the member's vote. */
export interface DealDetailState {
  status: LoadStatus;
  id: string | null;
  data: DealDetailResponse | null;
  error: string | null;
}

const initialState: DealDetailState = { status: 'idle', id: null, data: null, error: null };

export const dealDetailSlice = createSlice({
  name: 'dealDetail',
  initialState,
  reducers: {
    dealDetailRequested: (state, action: PayloadAction<{ id: string }>) => {
      if (state.id !== action.payload.id) {
        state.data = null;
        state.status = 'loading';
      }
      state.id = action.payload.id;
      state.error = null;
    },
    dealDetailLoaded: (state, action: PayloadAction<DealDetailResponse>) => {
      if (state.id !== action.payload.deal.id) return;
      state.status = 'loaded';
      state.data = action.payload;
    },
    dealDetailFailed: (state, action: PayloadAction<{ id: string; message: string }>) => {
      if (state.id !== action.payload.id) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(voteRecorded, (state, action) => {
      if (!state.data || state.data.deal.reportId !== action.payload.reportId) return;
      state.data.myVote = action.payload.myVote;
      state.data.deal.tally = action.payload.tally;
      state.data.deal.effectiveStatus = action.payload.effectiveStatus;
      state.data.deal.myVote = action.payload.myVote?.vote ?? null;
    });
  },
});

export const { dealDetailRequested, dealDetailLoaded, dealDetailFailed } = dealDetailSlice.actions;
