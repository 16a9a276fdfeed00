import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CONSTANTS, DEFAULT_PHASE_LABEL, reportProgress, type FullReportResponse } from '@quorum/domain';
import { signedOut } from '../auth';
import { additionalMaterialsRequested, conversionNeedsPasscode, newDealRequested, submissionRequested, submitFlowClosed } from './submit-deal.actions';

/** The one dialog of the submission shown at a time (dialogs 4 to 6). */
export type SubmissionDialog = 'none' | 'processing' | 'preview' | 'reportError' | 'loadFailed' | 'genericError';

/**
 * A submission as a state machine: submitting (dossier and materials), processing (the review
 * runs, polled), then done with the preview, or failed with the dialog that says why.
 */
export interface SubmissionState {
  status: 'idle' | 'submitting' | 'processing' | 'done' | 'failed';
  dialog: SubmissionDialog;
  dealName: string;
  url: string | null;
  /** From GET /api/favicon-url: null until known, '' when there is none. */
  faviconUrl: string | null;
  dossierId: string | null;
  reportId: string | null;
  progress: number;
  phaseLabel: string;
  report: FullReportResponse | null;
  /** The message the failure dialog shows (see docs/flows/deal-submission.md). */
  error: string | null;
  /** What the server said, when it says more than the message. */
  detail: string | null;
  /**
   * The reports whose ending this tab's dialogs already showed (the preview, or why it failed),
   * newest last. They outlive the submission, because the live stream's word of the same ending can
   * arrive after the member has moved on, and a toast repeating what they just read (an error one
   * stays until dismissed, over the form's Submit) would only be in the way.
   */
  shownEndings: string[];
}

export const initialSubmissionState: SubmissionState = {
  status: 'idle',
  dialog: 'none',
  dealName: '',
  url: null,
  faviconUrl: null,
  dossierId: null,
  reportId: null,
  progress: CONSTANTS.REPORT_PROGRESS.processing,
  phaseLabel: DEFAULT_PHASE_LABEL,
  report: null,
  error: null,
  detail: null,
  shownEndings: [],
};

/** Enough for any one sitting; the oldest go first. */
const SHOWN_ENDINGS_KEPT = 20;

/** Back to no submission, remembering which endings were shown. */
const reset = (state: SubmissionState): SubmissionState => ({ ...initialSubmissionState, shownEndings: state.shownEndings });

function endingShown(state: SubmissionState) {
  if (state.reportId === null || state.shownEndings.includes(state.reportId)) return;
  state.shownEndings = [...state.shownEndings, state.reportId].slice(-SHOWN_ENDINGS_KEPT);
}

export const submissionSlice = createSlice({
  name: 'submission',
  initialState: initialSubmissionState,
  reducers: {
    submissionStarted: (state, action: PayloadAction<{ dealName: string; url: string | null }>) => {
      state.dealName = action.payload.dealName;
      state.url = action.payload.url;
    },
    dealFaviconFound: (state, action: PayloadAction<{ faviconUrl: string }>) => {
      state.faviconUrl = action.payload.faviconUrl;
    },
    dossierCreated: (state, action: PayloadAction<{ dossierId: string }>) => {
      state.dossierId = action.payload.dossierId;
    },
    reviewStarted: (state, action: PayloadAction<{ reportId: string }>) => {
      state.status = 'processing';
      state.reportId = action.payload.reportId;
    },
    /** A polled status: the bar and the Current Phase label follow it. */
    reviewProgressed: (state, action: PayloadAction<{ status: string; statusMessage: string }>) => {
      const { progress, phaseLabel } = reportProgress(action.payload.status, action.payload.statusMessage);
      state.progress = progress;
      state.phaseLabel = phaseLabel;
    },
    reviewFinished: (state, action: PayloadAction<{ report: FullReportResponse }>) => {
      state.status = 'done';
      state.dialog = 'preview';
      state.report = action.payload.report;
      state.progress = CONSTANTS.REPORT_PROGRESS.done;
      endingShown(state);
    },
    /** The review ended in error, or could not be followed: the report error dialog. */
    reviewFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.dialog = 'reportError';
      state.error = action.payload.message;
      endingShown(state);
    },
    /** The review is done but its report could not be read for the preview. */
    previewLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.dialog = 'loadFailed';
      state.error = action.payload.message;
      endingShown(state);
    },
    /** A step before the review failed: the generic error dialog. */
    submissionFailed: (state, action: PayloadAction<{ message: string; detail?: string }>) => {
      state.status = 'failed';
      state.dialog = 'genericError';
      state.error = action.payload.message;
      state.detail = action.payload.detail && action.payload.detail !== action.payload.message ? action.payload.detail : null;
    },
    /** The generic error's Close: back to the form, whose content stays for another try. */
    submissionErrorDismissed: reset,
  },
  extraReducers: (builder) => {
    builder.addCase(submissionRequested, (state) => ({ ...reset(state), status: 'submitting', dialog: 'processing' }));
    builder.addCase(conversionNeedsPasscode, reset);
    builder.addCase(additionalMaterialsRequested, reset);
    builder.addCase(submitFlowClosed, reset);
    builder.addCase(newDealRequested, reset);
    builder.addCase(signedOut, () => initialSubmissionState);
  },
});

export const { submissionStarted, dealFaviconFound, dossierCreated, reviewStarted, reviewProgressed, reviewFinished, reviewFailed, previewLoadFailed, submissionFailed, submissionErrorDismissed } = submissionSlice.actions;

export const selectSubmission = (state: { submission?: SubmissionState }) => state.submission ?? initialSubmissionState;
