import { createSlice } from '@reduxjs/toolkit';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut' | 'leaving';

export interface SessionState {
  status: SessionStatus;
}

const initialState: SessionState = { status: 'unknown' };

/** Whether the visitor is signed in, for the public top bar's Sign In or Logout. */
const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionCheckRequested() {
      // Answered by the session saga.
    },
    sessionFound(state) {
      if (state.status === 'unknown') state.status = 'signedIn';
    },
    sessionMissing(state) {
      if (state.status === 'unknown') state.status = 'signedOut';
    },
    logoutRequested(state) {
      if (state.status === 'signedIn') state.status = 'leaving';
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export const selectSessionStatus = (state: { session: SessionState }) => state.session.status;
