import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addLink, linkInputErrorShouldClear, normalizeLink, type DocsendDialogText, type DuplicateDealNotice, type DuplicateDeckNotice, type SubmitFormBusy } from '@quorum/domain';
import { signedOut } from '../auth';
import { conversionNeedsPasscode, newDealRequested, submissionRequested, submitFlowClosed } from './submit-deal.actions';

/** An attached link: faviconUrl is null until fetched, '' when there is none. */
export interface AttachedUrl {
  id: string;
  url: string;
  faviconUrl: string | null;
  /** A document-sharing link: checked on add, converted instead of sent as a URL. */
  sharing: boolean;
  /** A DocSend check that could not decide; the link stays. */
  checkError: string | null;
  /** The same site already in Quorum, said before anything is sent. */
  duplicate: DuplicateDealNotice | null;
}

/** An attached file; the File itself stays in attached-files.ts. */
export interface AttachedFile {
  id: string;
  name: string;
  /** "1.5 MB": Bytes, KB, MB or GB. */
  size: string;
  /** The same deck (by SHA-256) already in Quorum, said once the check answers; null until then or when none. */
  duplicate: DuplicateDeckNotice | null;
}

/** A document-sharing link record, cached per link. */
export interface DocsendRecord {
  link: string;
  passcode: string;
  requiresPasscode: boolean;
  isDataroom: boolean;
  isUnavailable: boolean;
}

export type FormDialog = { kind: 'none' } | { kind: 'contact' } | { kind: 'docsendPassword'; link: string } | ({ kind: 'docsendUnavailable' } & DocsendDialogText);

export interface SubmitFormState {
  inputText: string;
  links: AttachedUrl[];
  files: AttachedFile[];
  busy: SubmitFormBusy;
  invalidUrl: boolean;
  /** Why something the member tried to attach was not: a file's problem, or a cap the deal would pass. */
  attachError: string | null;
  docsend: Record<string, DocsendRecord>;
  dialog: FormDialog;
}

export const initialSubmitFormState: SubmitFormState = { inputText: '', links: [], files: [], busy: null, invalidUrl: false, attachError: null, docsend: {}, dialog: { kind: 'none' } };

const hasContent = (state: SubmitFormState) => state.links.length > 0 || state.files.length > 0;
/** Keeps the docsend cache across a reset: a link checked once is not checked again this session. */
const resetKeepingCache = (state: SubmitFormState): SubmitFormState => ({ ...initialSubmitFormState, docsend: state.docsend });

export const submitFormSlice = createSlice({
  name: 'submitForm',
  initialState: initialSubmitFormState,
  reducers: {
    linkInputChanged: (state, action: PayloadAction<{ text: string }>) => {
      state.inputText = action.payload.text;
      if (state.invalidUrl && linkInputErrorShouldClear(action.payload.text)) state.invalidUrl = false;
    },
    /**
     * Enter or ➝: an invalid link shows the error; an empty input with content
     * opens the contact modal instead; a valid link goes to the saga, which adds or checks it.
     */
    linkSubmitted: (state) => {
      if (state.busy) return;
      if (state.inputText.trim() === '') {
        if (hasContent(state)) state.dialog = { kind: 'contact' };
        return;
      }
      if (!normalizeLink(state.inputText).ok) state.invalidUrl = true;
    },
    linkAddStarted: (state, action: PayloadAction<{ sharing: boolean }>) => {
      state.busy = action.payload.sharing ? 'checking' : 'adding';
      state.invalidUrl = false;
      state.attachError = null;
      state.inputText = '';
    },
    linkAdded: (state, action: PayloadAction<{ link: AttachedUrl }>) => {
      const { link } = action.payload;
      const sharing = new Map(state.links.map((item) => [item.url, item.sharing])).set(link.url, link.sharing);
      const order = addLink(state.links.map((item) => item.url), link.url, (url) => sharing.get(url) ?? false);
      const byUrl = new Map([...state.links, link].map((item) => [item.url, item]));
      state.links = order.map((url) => byUrl.get(url)).filter((item): item is AttachedUrl => item !== undefined);
      state.busy = null;
    },
    /** Nothing was added (already attached, or removed by the check). */
    linkAddFinished: (state) => {
      state.busy = null;
    },
    linkRemoved: (state, action: PayloadAction<{ id: string }>) => {
      state.links = state.links.filter((link) => link.id !== action.payload.id);
      state.attachError = null;
    },
    /** A link the deal has no room for (the API would refuse it past its cap): not added, and why. */
    attachRefused: (state, action: PayloadAction<{ message: string }>) => {
      state.attachError = action.payload.message;
    },
    linkFaviconFound: (state, action: PayloadAction<{ id: string; faviconUrl: string }>) => {
      const link = state.links.find((item) => item.id === action.payload.id);
      if (link) link.faviconUrl = action.payload.faviconUrl;
    },
    docsendChecked: (state, action: PayloadAction<DocsendRecord>) => {
      state.docsend[action.payload.link] = action.payload;
    },
    /** A dataroom, an unavailable link or a link the API cannot use: removed, with its dialog. */
    docsendLinkRefused: (state, action: PayloadAction<DocsendDialogText>) => {
      state.busy = null;
      state.dialog = { kind: 'docsendUnavailable', ...action.payload };
    },
    passcodeAsked: (state, action: PayloadAction<{ link: string }>) => {
      state.dialog = { kind: 'docsendPassword', link: action.payload.link };
    },
    docsendPasscodeSaved: (state, action: PayloadAction<{ link: string; passcode: string }>) => {
      const { link, passcode } = action.payload;
      const record = state.docsend[link];
      // A link whose check failed has no record yet; the converter asked for the passcode all the
      // same, so the one the member typed is kept for the next submission instead of dropped.
      if (record) record.passcode = passcode;
      else state.docsend[link] = { link, passcode, requiresPasscode: true, isDataroom: false, isUnavailable: false };
      state.dialog = { kind: 'none' };
    },
    formDialogClosed: (state) => {
      state.dialog = { kind: 'none' };
    },
    contactStepOpened: (state) => {
      if (!state.busy && hasContent(state)) state.dialog = { kind: 'contact' };
    },
    filesChosen: (state, _action: PayloadAction<{ files: AttachedFile[] }>) => {
      state.busy = 'uploading';
      state.attachError = null;
    },
    filesAttached: (state, action: PayloadAction<{ files: AttachedFile[]; error: string | null }>) => {
      state.files.push(...action.payload.files);
      state.attachError = action.payload.error;
      state.busy = null;
    },
    /** The check-deck answer for an attached file (best effort: only a found deck is dispatched). */
    fileDuplicateFound: (state, action: PayloadAction<{ id: string; duplicate: DuplicateDeckNotice }>) => {
      const file = state.files.find((item) => item.id === action.payload.id);
      if (file) file.duplicate = action.payload.duplicate;
    },
    fileRemoved: (state, action: PayloadAction<{ id: string }>) => {
      state.files = state.files.filter((file) => file.id !== action.payload.id);
      state.attachError = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(submissionRequested, (state) => {
      state.dialog = { kind: 'none' };
    });
    builder.addCase(conversionNeedsPasscode, (state, action) => {
      state.dialog = { kind: 'docsendPassword', link: action.payload.link };
    });
    builder.addCase(submitFlowClosed, resetKeepingCache);
    builder.addCase(newDealRequested, resetKeepingCache);
    builder.addCase(signedOut, () => initialSubmitFormState);
  },
});

export const {
  linkInputChanged,
  linkSubmitted,
  linkAddStarted,
  attachRefused,
  linkAdded,
  linkAddFinished,
  linkRemoved,
  linkFaviconFound,
  docsendChecked,
  docsendLinkRefused,
  passcodeAsked,
  docsendPasscodeSaved,
  formDialogClosed,
  contactStepOpened,
  filesChosen,
  filesAttached,
  fileDuplicateFound,
  fileRemoved,
} = submitFormSlice.actions;

export const selectSubmitForm = (state: { submitForm?: SubmitFormState }) => state.submitForm ?? initialSubmitFormState;
