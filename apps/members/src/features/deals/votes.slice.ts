import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VoteRequest, VoteResponse } from '@quorum/domain';
import { signedOut } from '../auth';

/** A vote being sent, per deal: saving, or failed with the message to show beside the form. */
export interface VotesState {
  byReport: Record<string, { status: 'saving' } | { status: 'failed'; error: string }>;
}

const initialState: VotesState = { byReport: {} };

export const votesSlice = createSlice({
  name: 'votes',
  initialState,
  reducers: {
    voteSubmitted: (state, action: PayloadAction<{ reportId: string } & VoteRequest>) => {
      state.byReport[action.payload.reportId] = { status: 'saving' };
    },
    voteRecorded: (state, action: PayloadAction<VoteResponse>) => {
      delete state.byReport[action.payload.reportId];
    },
    voteFailed: (state, action: PayloadAction<{ reportId: string; message: string }>) => {
      state.byReport[action.payload.reportId] = { status: 'failed', error: action.payload.message };
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { voteSubmitted, voteRecorded, voteFailed } = votesSlice.actions;
