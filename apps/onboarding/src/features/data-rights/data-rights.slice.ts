import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataSubjectSummary, ErasureRequest } from '@quorum/domain';

/** Asking for an emailed link: the form's own little machine. */
export type LinkRequest = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: string };

/** Why the page asks for a link again: the link was spent or old (410), or the page's key expired (also 410, with its own words). */
export type AskNotice = 'linkInvalid' | 'accessExpired' | null;

/** What the person is doing on an opened page: one thing at a time. */
export type DataAction = 'download' | 'erasure' | 'withdraw';

/** What the last action came to, said where focus lands; `seq` tells two equal results apart. */
export interface ActionResult {
  action: DataAction;
  ok: boolean;
  message: string;
  seq: number;
}

/**
 * /apply/my-data as a state machine: without a token, ask for a link (ask); with one, opening →
 * open (the summary, actions one at a time) or back to ask with why (a used link, an expired
 * page); openFailed when the link could not be checked (no answer), with a retry. The access key
 * is never here: the saga holds it in memory for as long as the page is open.
 */
export type DataRightsState =
  | { status: 'idle' }
  | { status: 'ask'; notice: AskNotice; link: LinkRequest }
  | { status: 'opening' }
  | { status: 'openFailed'; error: string }
  | { status: 'open'; summary: DataSubjectSummary; expiresAt: number; busy: { action: DataAction; applicationId?: string } | null; result: ActionResult | null };

export const initialDataRightsState = { status: 'idle' } as DataRightsState;

const ask = (notice: AskNotice): DataRightsState => ({ status: 'ask', notice, link: { status: 'idle' } });

type OpenState = Extract<DataRightsState, { status: 'open' }>;

/** An action's end on an open page: nothing busy, and what it came to. */
function finish(state: OpenState, action: DataAction, ok: boolean, message: string) {
  state.busy = null;
  state.result = { action, ok, message, seq: (state.result?.seq ?? 0) + 1 };
}

export const dataRightsSlice = createSlice({
  name: 'dataRights',
  initialState: initialDataRightsState,
  reducers: {
    pageOpened(_state, action: PayloadAction<{ token: string | null }>) {
      return action.payload.token?.trim() ? { status: 'opening' } : ask(null);
    },
    dataLinkOpened(_state, action: PayloadAction<{ summary: DataSubjectSummary; expiresAt: number }>) {
      return { status: 'open', ...action.payload, busy: null, result: null };
    },
    dataLinkRefused() {
      return ask('linkInvalid');
    },
    dataLinkOpenFailed(_state, action: PayloadAction<{ error: string }>) {
      return { status: 'openFailed', error: action.payload.error };
    },
    dataLinkOpenRetried(state) {
      return state.status === 'openFailed' ? { status: 'opening' } : state;
    },
    accessExpired() {
      return ask('accessExpired');
    },
    linkRequested(state, _action: PayloadAction<{ email: string }>) {
      if (state.status === 'ask') state.link = { status: 'sending' };
    },
    linkSent(state) {
      if (state.status === 'ask') state.link = { status: 'sent' };
    },
    linkRequestFailed(state, action: PayloadAction<{ error: string }>) {
      if (state.status === 'ask') state.link = { status: 'failed', error: action.payload.error };
    },
    dataDownloadRequested(state) {
      if (state.status === 'open' && !state.busy) state.busy = { action: 'download' };
    },
    dataDownloadSaved(state, action: PayloadAction<{ message: string }>) {
      if (state.status === 'open') finish(state, 'download', true, action.payload.message);
    },
    /** From the confirm dialog: `note` is the optional note for the admins. */
    erasureSubmitted(state, _action: PayloadAction<{ note?: string }>) {
      if (state.status === 'open' && !state.busy) state.busy = { action: 'erasure' };
    },
    erasureRecorded(state, action: PayloadAction<{ request: ErasureRequest | null; message: string }>) {
      if (state.status !== 'open') return;
      state.summary.erasureRequest = action.payload.request;
      finish(state, 'erasure', true, action.payload.message);
    },
    /** After the inline confirmation. */
    withdrawalConfirmed(state, action: PayloadAction<{ applicationId: string }>) {
      if (state.status === 'open' && !state.busy) state.busy = { action: 'withdraw', applicationId: action.payload.applicationId };
    },
    applicationWithdrawn(state, action: PayloadAction<{ summary: DataSubjectSummary; message: string }>) {
      if (state.status !== 'open') return;
      state.summary = action.payload.summary;
      finish(state, 'withdraw', true, action.payload.message);
    },
    /** The page's summary read again (after a refusal that says it changed). */
    summaryRefreshed(state, action: PayloadAction<{ summary: DataSubjectSummary }>) {
      if (state.status === 'open') state.summary = action.payload.summary;
    },
    dataActionFailed(state, action: PayloadAction<{ action: DataAction; error: string }>) {
      if (state.status === 'open') finish(state, action.payload.action, false, action.payload.error);
    },
  },
});

export const dataRightsActions = dataRightsSlice.actions;
export const dataRightsReducer = dataRightsSlice.reducer;

/** The slice lives under `dataRights` once the page has added it (app/lazy-feature.tsx); until then it reads as idle. */
export interface DataRightsRootState {
  dataRights?: DataRightsState;
}

export const selectDataRights = (state: DataRightsRootState): DataRightsState => state.dataRights ?? initialDataRightsState;
