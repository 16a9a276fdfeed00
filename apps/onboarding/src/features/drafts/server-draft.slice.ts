import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** This browser's key to the server copy of its application (docs/flows/wizard.md, Continue on another device). */
export interface ServerDraftLink {
  draftId: string;
  deviceKey: string;
}

/**
 * The server copy as this browser knows it. `request` is the "Continue on another device" dialog
 * as a state machine: idle → sending → sent (to `sentTo`) or failed (with `error`).
 */
export interface ServerDraftState {
  link: ServerDraftLink | null;
  /**
   * A copy this browser had a key to that no longer answers it: opened from its link on another
   * device (which drops the keys given before, until this device opens a new link), or gone.
   * `relink` is the "Email me a new link" request for it.
   */
  detached: { draftId: string; relink: 'idle' | 'sending' | 'sent' | 'gone' | 'failed' } | null;
  /** Files of the wizard already stored with the server copy, by the wizard's file id. */
  uploadedSlots: string[];
  request: { status: 'idle' } | { status: 'sending' } | { status: 'sent'; sentTo: string } | { status: 'failed'; error: string };
  deletion: 'idle' | 'deleting' | 'failed';
}

export const initialServerDraftState: ServerDraftState = { link: null, detached: null, uploadedSlots: [], request: { status: 'idle' }, deletion: 'idle' };

const serverDraftSlice = createSlice({
  name: 'serverDraft',
  initialState: initialServerDraftState,
  reducers: {
    continueElsewhereRequested(state, _action: PayloadAction<{ email: string }>) {
      state.request = { status: 'sending' };
    },
    continueLinkSent(state, action: PayloadAction<{ email: string; link: ServerDraftLink }>) {
      state.request = { status: 'sent', sentTo: action.payload.email };
      state.link = action.payload.link;
      state.detached = null;
      state.uploadedSlots = [];
    },
    continueLinkFailed(state, action: PayloadAction<{ error: string }>) {
      state.request = { status: 'failed', error: action.payload.error };
    },
    continueDialogClosed(state) {
      state.request = { status: 'idle' };
    },
    /** The applicant opened the emailed link (/apply/continue?token=…): the drafts saga restores it. */
    continueLinkOpened(_state, _action: PayloadAction<{ token: string; referralCode: string | null }>) {
      // Restored by the drafts saga, which answers with the wizard's progressRestored or freshStarted.
    },
    /** A restore found this browser's link (saved with the local progress, or from the email). */
    serverDraftLinked(state, action: PayloadAction<{ link: ServerDraftLink; uploadedSlots: string[] }>) {
      state.link = action.payload.link;
      state.detached = null;
      state.uploadedSlots = action.payload.uploadedSlots;
    },
    /** This device is ahead of the server copy: the copy is brought up to date now. */
    serverCopyBehind() {
      // The server-draft saga pushes this device's progress to the copy.
    },
    serverFilesStored(state, action: PayloadAction<{ slots: string[] }>) {
      state.uploadedSlots = action.payload.slots;
    },
    serverDraftDeleteRequested(state) {
      if (state.link) state.deletion = 'deleting';
    },
    serverDraftDeleteFailed(state) {
      state.deletion = 'failed';
    },
    /** The copy refused this browser's key: the saga stops updating it, the controls offer a new link. */
    serverDraftDetached(state) {
      if (state.link) state.detached = { draftId: state.link.draftId, relink: 'idle' };
      state.link = null;
      state.uploadedSlots = [];
    },
    relinkRequested(state) {
      if (state.detached) state.detached.relink = 'sending';
    },
    relinkAnswered(state, action: PayloadAction<{ outcome: 'sent' | 'gone' | 'failed' }>) {
      if (state.detached) state.detached.relink = action.payload.outcome;
    },
    detachedDismissed(state) {
      state.detached = null;
    },
    /** Deleted, submitted, expired or forgotten: this browser has no server copy any more. */
    serverDraftForgotten() {
      return initialServerDraftState;
    },
  },
});

export const serverDraftActions = serverDraftSlice.actions;
export const serverDraftReducer = serverDraftSlice.reducer;

type WithServerDraft = { serverDraft: ServerDraftState };
export const selectServerDraft = (state: WithServerDraft) => state.serverDraft;
export const selectServerDraftLink = (state: WithServerDraft) => state.serverDraft.link;
