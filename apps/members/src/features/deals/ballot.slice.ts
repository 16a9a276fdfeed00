import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ballot, MoveWindowRequest } from '@quorum/domain';
import { signedOut } from '../auth';

/** What a change of the network vote touches: the member's recusal, or (admins) the window. */
export type BallotChange = 'recusal' | 'window';

/** A change being sent, per deal: saving, or failed with the message shown beside its control. */
export interface BallotState {
  byReport: Record<string, { change: BallotChange; status: 'saving' } | { change: BallotChange; status: 'failed'; error: string }>;
}

const initialState: BallotState = { byReport: {} };

export const ballotSlice = createSlice({
  name: 'ballot',
  initialState,
  reducers: {
    conflictDeclarationSubmitted: (state, action: PayloadAction<{ reportId: string }>) => {
      state.byReport[action.payload.reportId] = { change: 'recusal', status: 'saving' };
    },
    conflictWithdrawalSubmitted: (state, action: PayloadAction<{ reportId: string }>) => {
      state.byReport[action.payload.reportId] = { change: 'recusal', status: 'saving' };
    },
    voteWindowMoveSubmitted: (state, action: PayloadAction<{ reportId: string; move: MoveWindowRequest }>) => {
      state.byReport[action.payload.reportId] = { change: 'window', status: 'saving' };
    },
    ballotChanged: (state, action: PayloadAction<{ reportId: string; ballot: Ballot }>) => {
      delete state.byReport[action.payload.reportId];
    },
    ballotChangeFailed: (state, action: PayloadAction<{ reportId: string; change: BallotChange; message: string }>) => {
      const { reportId, change, message } = action.payload;
      state.byReport[reportId] = { change, status: 'failed', error: message };
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { conflictDeclarationSubmitted, conflictWithdrawalSubmitted, voteWindowMoveSubmitted, ballotChanged, ballotChangeFailed } = ballotSlice.actions;

/** The change in flight or failed on one deal, of one kind; undefined when there is none. */
export const selectBallotChange = (state: { ballot?: BallotState }, reportId: string, change: BallotChange) => {
  const entry = state.ballot?.byReport[reportId];
  return entry?.change === change ? entry : undefined;
};
