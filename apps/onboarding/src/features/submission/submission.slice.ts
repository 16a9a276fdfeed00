import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { wizardActions } from '../wizard';
import { withProgress, type UploadItem } from '../../components/uploads/upload-progress';

/**
 * Submission: idle → submitting (a second submit is ignored while one is in
 * flight) → succeeded or failed; a failed one may be submitted again.
 */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting'; phase: 'sending' | 'uploading' | 'finishing'; uploads: UploadItem[] }
  | { status: 'succeeded'; submissionId: string; message: string; partial: boolean; uploads: UploadItem[] }
  | { status: 'failed'; error: string; uploads: UploadItem[] };

const initialState = { status: 'idle' } as SubmissionState;

const submissionSlice = createSlice({
  name: 'submission',
  initialState,
  reducers: {
    submitRequested() {
      // Taken by the submission saga (takeLeading): a second request while one runs is ignored.
    },
    submissionStarted(state, action: PayloadAction<{ uploads: UploadItem[] }>) {
      if (state.status === 'submitting' || state.status === 'succeeded') return;
      return { status: 'submitting', phase: 'sending', uploads: action.payload.uploads };
    },
    applicationAccepted(state) {
      if (state.status === 'submitting') state.phase = 'uploading';
    },
    documentUploadProgressed(state, action: PayloadAction<{ fieldId: string; loaded: number }>) {
      if (state.status !== 'submitting') return;
      state.uploads = withProgress(state.uploads, action.payload.fieldId, action.payload.loaded, 'uploading');
    },
    documentUploadFinished(state, action: PayloadAction<{ fieldId: string; ok: boolean; error?: string }>) {
      if (state.status !== 'submitting') return;
      const { fieldId, ok, error } = action.payload;
      state.uploads = withProgress(state.uploads, fieldId, ok ? Number.POSITIVE_INFINITY : 0, ok ? 'uploaded' : 'failed', error);
    },
    welcomeEmailRequested(state) {
      if (state.status === 'submitting') state.phase = 'finishing';
    },
    submissionSucceeded(state, action: PayloadAction<{ submissionId: string; message: string; partial: boolean }>) {
      if (state.status !== 'submitting') return;
      return { status: 'succeeded', ...action.payload, uploads: state.uploads };
    },
    submissionFailed(state, action: PayloadAction<{ error: string }>) {
      if (state.status === 'succeeded') return;
      return { status: 'failed', error: action.payload.error, uploads: state.status === 'idle' ? [] : state.uploads };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(wizardActions.applicationReset, () => initialState);
  },
});

export const submissionActions = submissionSlice.actions;
export const submissionReducer = submissionSlice.reducer;
