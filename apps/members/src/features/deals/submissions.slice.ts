import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealListItem } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import type { LoadStatus } from './load-status';

/** My Submissions: only the member's own deals, their count for the menu, and deletes in flight. */
export interface SubmissionsState {
  status: LoadStatus;
  items: DealListItem[];
  error: string | null;
  /** Cached 5 minutes (spec 2 section 9); null until known. */
  count: number | null;
  deleting: string[];
}

const initialState: SubmissionsState = { status: 'idle', items: [], error: null, count: null, deleting: [] };

export const submissionsSlice = createSlice({
  name: 'submissions',
  initialState,
  reducers: {
    submissionsRequested: (state, _action: PayloadAction<{ force?: boolean } | undefined>) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    submissionsLoaded: (state, action: PayloadAction<{ deals: DealListItem[] }>) => {
      state.status = 'loaded';
      state.items = action.payload.deals;
      state.error = null;
    },
    submissionsLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = state.items.length > 0 ? 'loaded' : 'failed';
      state.error = action.payload.message;
    },
    submissionCountRequested: () => undefined,
    submissionCountKnown: (state, action: PayloadAction<{ count: number }>) => {
      state.count = action.payload.count;
    },
    /** The confirmation modal's answer: delete these reports. */
    submissionDeleteConfirmed: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.deleting.push(...action.payload.ids);
    },
    submissionsDeleted: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.items = state.items.filter((deal) => !action.payload.ids.includes(deal.reportId));
      state.deleting = state.deleting.filter((id) => !action.payload.ids.includes(id));
      if (state.count !== null) state.count = Math.max(0, state.count - action.payload.ids.length);
    },
    submissionDeleteFailed: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.deleting = state.deleting.filter((id) => !action.payload.ids.includes(id));
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  submissionsRequested,
  submissionsLoaded,
  submissionsLoadFailed,
  submissionCountRequested,
  submissionCountKnown,
  submissionDeleteConfirmed,
  submissionsDeleted,
  submissionDeleteFailed,
} = submissionsSlice.actions;
