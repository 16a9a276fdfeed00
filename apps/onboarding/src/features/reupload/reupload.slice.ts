import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { withProgress, type UploadItem } from '../../components/uploads/upload-progress';
import { REUPLOAD_MESSAGES as M } from './reupload.messages';
import type { LinkRefusal, PickedFileRef, ReuploadLink, UploadFailureKind } from './reupload.types';

export interface UploadFailure {
  kind: UploadFailureKind;
  message: string;
}

/**
 * The re-upload page as a state machine: checking the link → ready (choose files) → uploading →
 * received; a link that cannot be used ends in linkRefused; a check that got no answer waits in
 * checkFailed for a retry; a failed upload goes back to ready with its failure.
 */
export type ReuploadState =
  | { status: 'checking' }
  | { status: 'checkFailed'; error: string }
  | { status: 'linkRefused'; refusal: LinkRefusal; detail: string | null }
  | { status: 'ready'; link: ReuploadLink; files: PickedFileRef[]; fileMessage: string | null; failure: UploadFailure | null }
  | { status: 'uploading'; link: ReuploadLink; files: PickedFileRef[]; uploads: UploadItem[] }
  | { status: 'received'; link: ReuploadLink; received: string[] };

export const initialReuploadState = { status: 'checking' } as ReuploadState;

// Every file travels in the one request, so they share its progress.
const REQUEST = 'replacement';

export const reuploadSlice = createSlice({
  name: 'reupload',
  initialState: initialReuploadState,
  reducers: {
    pageOpened(_state, _action: PayloadAction<{ token: string | null }>) {
      return { status: 'checking' };
    },
    linkFound(_state, action: PayloadAction<{ link: ReuploadLink }>) {
      return { status: 'ready', link: action.payload.link, files: [], fileMessage: null, failure: null };
    },
    linkRefused(_state, action: PayloadAction<{ refusal: LinkRefusal; detail: string | null }>) {
      return { status: 'linkRefused', ...action.payload };
    },
    linkCheckFailed(_state, action: PayloadAction<{ error: string }>) {
      return { status: 'checkFailed', error: action.payload.error };
    },
    linkCheckRetried(state) {
      if (state.status === 'checkFailed') return { status: 'checking' };
      return state;
    },
    filesPicked(_state, _action: PayloadAction<{ files: File[] }>) {
      // Taken by the saga, which keeps the files and answers with filesAttached.
    },
    filesAttached(state, action: PayloadAction<{ files: PickedFileRef[]; message: string | null }>) {
      if (state.status !== 'ready') return;
      state.files.push(...action.payload.files);
      state.fileMessage = action.payload.message;
      if (action.payload.files.length > 0) state.failure = null;
    },
    fileRemoved(state, action: PayloadAction<{ id: string }>) {
      if (state.status !== 'ready') return;
      state.files = state.files.filter((file) => file.id !== action.payload.id);
      state.fileMessage = null;
    },
    uploadRequested(state) {
      if (state.status !== 'ready') return;
      if (state.files.length === 0) {
        state.fileMessage = M.chooseFile;
        return;
      }
      const uploads = state.files.map((file): UploadItem => ({ fileId: file.id, fieldId: REQUEST, name: file.name, size: file.size, loaded: 0, state: 'waiting' }));
      return { status: 'uploading', link: state.link, files: state.files, uploads };
    },
    uploadProgressed(state, action: PayloadAction<{ loaded: number }>) {
      if (state.status === 'uploading') state.uploads = withProgress(state.uploads, REQUEST, action.payload.loaded, 'uploading');
    },
    documentReceived(state, action: PayloadAction<{ received: string[] }>) {
      if (state.status === 'uploading') return { status: 'received', link: state.link, received: action.payload.received };
      return state;
    },
    uploadFailed(state, action: PayloadAction<UploadFailure>) {
      if (state.status !== 'uploading') return state;
      return { status: 'ready', link: state.link, files: state.files, fileMessage: null, failure: action.payload };
    },
  },
});

export const reuploadActions = reuploadSlice.actions;
export const reuploadReducer = reuploadSlice.reducer;
