import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../auth';

/** One write of the "Your data" section: on its way, done, or failed with the message shown beside it. */
export type DataRightsStep = { status: 'idle' | 'working' | 'done' } | { status: 'failed'; error: string };

/** The download of the member's data and their erasure request (the request itself is a read: data-rights.queries.ts). */
export interface DataRightsState {
  download: DataRightsStep;
  erasure: DataRightsStep;
}

const initialState: DataRightsState = { download: { status: 'idle' }, erasure: { status: 'idle' } };

export const dataRightsSlice = createSlice({
  name: 'dataRights',
  initialState,
  reducers: {
    dataDownloadRequested: (state) => {
      state.download = { status: 'working' };
    },
    dataDownloadSaved: (state) => {
      state.download = { status: 'done' };
    },
    dataDownloadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.download = { status: 'failed', error: action.payload.message };
    },
    /** From the confirm dialog (features/modals' reason modal): `reason` is the member's optional note. */
    erasureRequestSubmitted: (state, _action: PayloadAction<{ reason?: string }>) => {
      state.erasure = { status: 'working' };
    },
    erasureRequestRecorded: (state) => {
      state.erasure = { status: 'done' };
    },
    erasureRequestFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.erasure = { status: 'failed', error: action.payload.message };
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { dataDownloadRequested, dataDownloadSaved, dataDownloadFailed, erasureRequestSubmitted, erasureRequestRecorded, erasureRequestFailed } = dataRightsSlice.actions;

/** The slice joins the store with the profile page (data-rights.feature.ts); before that it reads as idle. */
export const selectDataRights = (state: { dataRights?: DataRightsState }): DataRightsState => state.dataRights ?? initialState;
