import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../auth';

/** The member's submission count for the menu, and deletes in flight (the list itself is a read: deals.queries.ts). */
export interface SubmissionsState {
  /** Cached 5 minutes in the tab's session storage; null until known. */
  count: number | null;
  deleting: string[];
}

const initialState: SubmissionsState = { count: null, deleting: [] };

export const submissionsSlice = createSlice({
  name: 'submissions',
  initialState,
  reducers: {
    submissionCountRequested: () => undefined,
    submissionCountKnown: (state, action: PayloadAction<{ count: number }>) => {
      state.count = action.payload.count;
    },
    /** The confirmation modal's answer: delete these reports. */
    submissionDeleteConfirmed: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.deleting.push(...action.payload.ids);
    },
    submissionsDeleted: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.deleting = state.deleting.filter((id) => !action.payload.ids.includes(id));
      if (state.count !== null) state.count = Math.max(0, state.count - action.payload.ids.length);
    },
    submissionDeleteFailed: (state, action: PayloadAction<{ ids: string[] }>) => {
      state.deleting = state.deleting.filter((id) => !action.payload.ids.includes(id));
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { submissionCountRequested, submissionCountKnown, submissionDeleteConfirmed, submissionsDeleted, submissionDeleteFailed } = submissionsSlice.actions;
