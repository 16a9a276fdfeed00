import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminApplicationDetail, AdminApplicationSummary, ApplicationStatus, ApplicationStatusCounts, DocumentReviewRequest, RevealIdentifierRequest } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';

export interface ApplicationsFilter {
  status: ApplicationStatus | null;
  q: string;
}

/** The application review queue of the Admin Dashboard (issue 3): the filtered list and the open application. */
export interface ApplicationsState {
  filter: ApplicationsFilter;
  list: { status: 'idle' | 'loading' | 'loaded' | 'failed'; items: AdminApplicationSummary[]; total: number; counts: ApplicationStatusCounts | null; error: string | null };
  detail: { status: 'idle' | 'loading' | 'loaded' | 'failed'; id: string | null; data: AdminApplicationDetail | null; error: string | null };
  /** Identifiers shown in full on request, by 'field:<id>' or 'person:<id>'; gone when the application closes. */
  revealed: Record<string, string>;
  /** The action in flight ('approve', a document id…), so its button can say so. */
  busy: string | null;
}

const initialState: ApplicationsState = {
  filter: { status: 'submitted', q: '' },
  list: { status: 'idle', items: [], total: 0, counts: null, error: null },
  detail: { status: 'idle', id: null, data: null, error: null },
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
      state.list.status = 'loading';
    },
    applicationsRequested: (state) => {
      if (state.list.status !== 'loaded') state.list.status = 'loading';
    },
    applicationsLoaded: (state, action: PayloadAction<{ applications: AdminApplicationSummary[]; total: number; counts: ApplicationStatusCounts }>) => {
      state.list = { status: 'loaded', items: action.payload.applications, total: action.payload.total, counts: action.payload.counts, error: null };
    },
    applicationsLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.list.status = 'failed';
      state.list.error = action.payload.message;
    },
    applicationOpened: (state, action: PayloadAction<{ id: string }>) => {
      if (state.detail.id !== action.payload.id) {
        state.detail = { status: 'loading', id: action.payload.id, data: null, error: null };
        state.revealed = {};
      }
    },
    applicationLoaded: (state, action: PayloadAction<AdminApplicationDetail>) => {
      if (state.detail.id === action.payload.id) state.detail = { ...state.detail, status: 'loaded', data: action.payload, error: null };
    },
    applicationLoadFailed: (state, action: PayloadAction<{ id: string; message: string }>) => {
      if (state.detail.id === action.payload.id) state.detail = { ...state.detail, status: 'failed', error: action.payload.message };
    },
    applicationClosed: (state) => {
      state.detail = initialState.detail;
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
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  applicationsFilterChanged,
  applicationsRequested,
  applicationsLoaded,
  applicationsLoadFailed,
  applicationOpened,
  applicationLoaded,
  applicationLoadFailed,
  applicationClosed,
  identifierRevealRequested,
  identifierRevealed,
  documentReviewSubmitted,
  applicationDecisionSubmitted,
  adminActionFinished,
} = applicationsSlice.actions;

/** Until the admin pages add this state to the store, it reads as its initial value. */
export const selectApplications = (state: { adminApplications?: ApplicationsState }) => state.adminApplications ?? initialState;
