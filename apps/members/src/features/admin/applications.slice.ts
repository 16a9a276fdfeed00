import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationStatus, DocumentReviewRequest, RevealIdentifierRequest } from '@quorum/domain';
import { signedOut } from '../auth';

export interface ApplicationsFilter {
  status: ApplicationStatus | null;
  q: string;
}

/**
 * What the admin does on the review queue of the Admin Dashboard: the filter, the open application
 * and the actions in flight (the list and the application themselves are reads: admin.queries.ts).
 */
export interface ApplicationsState {
  filter: ApplicationsFilter;
  openId: string | null;
  /** Identifiers shown in full on request, by 'field:<id>' or 'person:<id>'; gone when the application closes. */
  revealed: Record<string, string>;
  /** The action in flight ('approve', a document id…), so its button can say so. */
  busy: string | null;
}

const initialState: ApplicationsState = {
  filter: { status: 'submitted', q: '' },
  openId: null,
  revealed: {},
  busy: null,
};

export const revealKey = (target: RevealIdentifierRequest) => (target.field ? `field:${target.field}` : `person:${target.personId ?? ''}`);

export const applicationsSlice = createSlice({
  name: 'adminApplications',
  initialState,
  reducers: {
    applicationsFilterChanged: (state, action: PayloadAction<Partial<ApplicationsFilter>>) => {
      state.filter = { ...state.filter, ...action.payload };
    },
    applicationOpened: (state, action: PayloadAction<{ id: string }>) => {
      if (state.openId !== action.payload.id) state.revealed = {};
      state.openId = action.payload.id;
    },
    applicationClosed: (state) => {
      state.openId = null;
      state.revealed = {};
    },
    identifierRevealRequested: (state, action: PayloadAction<{ applicationId: string; target: RevealIdentifierRequest }>) => {
      state.busy = revealKey(action.payload.target);
    },
    identifierRevealed: (state, action: PayloadAction<{ key: string; value: string }>) => {
      state.revealed[action.payload.key] = action.payload.value;
      state.busy = null;
    },
    /** From the re-upload modal the reason arrives beside the review; the saga puts it in. */
    documentReviewSubmitted: (state, action: PayloadAction<{ applicationId: string; documentId: string; review: DocumentReviewRequest; reason?: string }>) => {
      state.busy = action.payload.documentId;
    },
    applicationDecisionSubmitted: (state, action: PayloadAction<{ applicationId: string; decision: 'start-review' | 'approve' | 'reject'; reason?: string }>) => {
      state.busy = action.payload.decision;
    },
    adminActionFinished: (state) => {
      state.busy = null;
    },
    /**
     * "Download": fetched through the app's client rather than followed as a link, so a download the
     * API refuses for want of a recent passkey confirmation asks for one and goes again.
     */
    documentDownloadRequested: (state, action: PayloadAction<{ applicationId: string; documentId: string; fileName: string }>) => {
      state.busy = `download:${action.payload.documentId}`;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  applicationsFilterChanged,
  applicationOpened,
  applicationClosed,
  identifierRevealRequested,
  identifierRevealed,
  documentReviewSubmitted,
  applicationDecisionSubmitted,
  adminActionFinished,
  documentDownloadRequested,
} = applicationsSlice.actions;

/** Until the admin pages add this state to the store, it reads as its initial value. */
export const selectApplications = (state: { adminApplications?: ApplicationsState }) => state.adminApplications ?? initialState;
