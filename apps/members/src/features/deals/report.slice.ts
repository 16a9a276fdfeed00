import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FullReportResponse } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';
import type { LoadStatus } from './load-status';

/** The full report page (/deals/:reportId/report). */
export interface ReportState {
  status: LoadStatus;
  reportId: string | null;
  data: FullReportResponse | null;
  error: string | null;
}

const initialState: ReportState = { status: 'idle', reportId: null, data: null, error: null };

export const reportSlice = createSlice({
  name: 'report',
  initialState,
  reducers: {
    reportRequested: (state, action: PayloadAction<{ reportId: string }>) => {
      if (state.reportId !== action.payload.reportId) state.data = null;
      state.reportId = action.payload.reportId;
      state.status = 'loading';
      state.error = null;
    },
    reportLoaded: (state, action: PayloadAction<FullReportResponse>) => {
      if (state.reportId !== action.payload.reportId) return;
      state.status = 'loaded';
      state.data = action.payload;
    },
    reportFailed: (state, action: PayloadAction<{ reportId: string; message: string }>) => {
      if (state.reportId !== action.payload.reportId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { reportRequested, reportLoaded, reportFailed } = reportSlice.actions;
export const selectReport = (state: { report: ReportState }) => state.report;
