import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminErasureRequest } from '@quorum/domain';
import { signedOut } from '../auth';

export type DataRequestDecision = 'erase' | 'decline';

/**
 * The admins' decisions on erasure requests while they are sent: one in flight per request, a
 * refusal shown beside its buttons, and the request just decided (focus moves to it).
 */
export interface DataRequestsState {
  byRequest: Record<string, { decision: DataRequestDecision; status: 'saving' } | { decision: DataRequestDecision; status: 'failed'; error: string }>;
  justDecided: string | null;
}

const initialState: DataRequestsState = { byRequest: {}, justDecided: null };

export const dataRequestsSlice = createSlice({
  name: 'dataRequests',
  initialState,
  reducers: {
    /** From the confirm dialog. */
    dataErasureConfirmed: (state, action: PayloadAction<{ requestId: string }>) => {
      state.byRequest[action.payload.requestId] = { decision: 'erase', status: 'saving' };
    },
    /** From the reason dialog: `reason` is what the person reads. */
    dataRequestDeclineSubmitted: (state, action: PayloadAction<{ requestId: string; reason: string }>) => {
      state.byRequest[action.payload.requestId] = { decision: 'decline', status: 'saving' };
    },
    dataRequestDecided: (state, action: PayloadAction<{ request: AdminErasureRequest }>) => {
      delete state.byRequest[action.payload.request.id];
      state.justDecided = action.payload.request.id;
    },
    dataRequestDecisionFailed: (state, action: PayloadAction<{ requestId: string; decision: DataRequestDecision; message: string }>) => {
      const { requestId, decision, message } = action.payload;
      state.byRequest[requestId] = { decision, status: 'failed', error: message };
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { dataErasureConfirmed, dataRequestDeclineSubmitted, dataRequestDecided, dataRequestDecisionFailed } = dataRequestsSlice.actions;

export const selectDataRequests = (state: { dataRequests?: DataRequestsState }): DataRequestsState => state.dataRequests ?? initialState;
