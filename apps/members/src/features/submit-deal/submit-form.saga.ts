import type { ApiResult } from '@quorum/api-client';
import { addLink, docsendCheckFailure, formCapProblem, docsendDialogFor, duplicateDealNotice, duplicateDeckNotice, isSharingLink, normalizeLink, type CheckDeckResponse, type CheckDossierResponse, type DocsendCheckFailure, type DocsendCheckResponse, type LookupUrlResponse } from '@quorum/domain';
import { all, call, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { abortable } from '@quorum/ui';
import { selectEmail } from '../auth';
import { checkChosenFile, forgetFiles, sha256Of } from './attached-files';
import { CANCEL_ACTIONS } from './submit-deal.actions';
import { checkDeckHash, checkDocsend, checkDocsendPasscode, checkDossier, fetchFaviconUrl, lookupUrl } from './submit-deal.api';
import { standInHosts } from './submit-deal-context';
import {
  attachRefused,
  docsendChecked,
  docsendLinkRefused,
  fileDuplicateFound,
  filesAttached,
  filesChosen,
  linkAddFinished,
  linkAdded,
  linkAddStarted,
  linkFaviconFound,
  linkSubmitted,
  passcodeAsked,
  selectSubmitForm,
  type AttachedFile,
  type AttachedUrl,
  type DocsendRecord,
  type SubmitFormState,
} from './submit-form.slice';

/** What the form holds of each kind, with `more` added: the counts its caps are checked on. */
const materialOf = (form: SubmitFormState, more: Partial<{ websites: number; sharingLinks: number; files: number }>) => ({
  websites: form.links.filter((link) => !link.sharing).length + (more.websites ?? 0),
  sharingLinks: form.links.filter((link) => link.sharing).length + (more.sharingLinks ?? 0),
  files: form.files.length + (more.files ?? 0),
});

let sequence = 0;
const newLink = (url: string, sharing: boolean, extra: Partial<AttachedUrl> = {}): AttachedUrl => {
  sequence += 1;
  return { id: `link-${sequence}`, url, faviconUrl: null, sharing, checkError: null, duplicate: null, ...extra };
};

/** GET /api/favicon-url for an attached link; '' when there is none or the call fails. */
function* loadFavicon(link: AttachedUrl) {
  const { api } = yield* dependencies();
  const result: ApiResult<{ url: string }> = yield call(abortable, (signal) => fetchFaviconUrl(api, link.url, signal));
  yield put(linkFaviconFound({ id: link.id, faviconUrl: result.ok ? result.data.url : '' }));
}

function* attach(link: AttachedUrl) {
  yield put(linkAdded({ link }));
  yield fork(loadFavicon, link);
}

/** A website: added once we know whether the network already has the same site. */
function* addWebsite(url: string, email: string) {
  const { api } = yield* dependencies();
  const [checked, lookedUp]: [ApiResult<CheckDossierResponse>, ApiResult<LookupUrlResponse>] = yield all([
    call(abortable, (signal) => checkDossier(api, url, signal)),
    call(abortable, (signal) => lookupUrl(api, url, email, signal)),
  ]);
  yield* attach(newLink(url, false, { duplicate: duplicateDealNotice(url, checked.ok ? checked.data : null, lookedUp.ok ? lookedUp.data : null) }));
}

type SharingCheck = { record: DocsendRecord } | { failure: DocsendCheckFailure };

/** The DocSend check of Status first, then the passcode check; cached per link. */
function* checkSharingLink(url: string, email: string) {
  const { api } = yield* dependencies();
  const cached: DocsendRecord | undefined = yield select((state) => selectSubmitForm(state).docsend[url]);
  if (cached) return { record: cached };
  const status: ApiResult<DocsendCheckResponse> = yield call(abortable, (signal) => checkDocsend(api, url, email, signal));
  if (!status.ok) return { failure: docsendCheckFailure(status.status) };
  let requiresPasscode = false;
  if (!status.data.dataroom && !status.data.unavailable) {
    const passcode: ApiResult<{ requiresPasscode: boolean }> = yield call(abortable, (signal) => checkDocsendPasscode(api, url, email, signal));
    if (!passcode.ok) return { failure: docsendCheckFailure(passcode.status) };
    requiresPasscode = passcode.data.requiresPasscode;
  }
  const record: DocsendRecord = { link: url, passcode: '', requiresPasscode, isDataroom: status.data.dataroom, isUnavailable: status.data.unavailable };
  yield put(docsendChecked(record));
  return { record };
}

function* addSharingLink(url: string, email: string) {
  const checked: SharingCheck = yield call(checkSharingLink, url, email);
  if ('failure' in checked) {
    if (checked.failure.kind === 'dialog') yield put(docsendLinkRefused(checked.failure.dialog));
    else yield* attach(newLink(url, true, { checkError: checked.failure.message }));
    return;
  }
  const { record } = checked;
  if (record.isDataroom || record.isUnavailable) {
    yield put(docsendLinkRefused(docsendDialogFor({ dataroom: record.isDataroom, unavailable: record.isUnavailable })));
    return;
  }
  yield* attach(newLink(url, true));
  if (record.requiresPasscode && record.passcode === '') yield put(passcodeAsked({ link: url }));
}

/** Enter or ➝ with a valid link: add it, or check it first when it is a sharing link. */
function* addLinkFlow() {
  const form: SubmitFormState = yield select(selectSubmitForm);
  const normalized = normalizeLink(form.inputText);
  if (form.busy || !normalized.ok) return;
  const { localStore: storage } = yield* dependencies();
  const sharing = isSharingLink(normalized.url, standInHosts(storage));
  const urls = form.links.map((link) => link.url);
  // Past a cap the API would refuse it after the dossier and every earlier step: said here, before anything is sent.
  const isNew = addLink(urls, normalized.url).length > urls.length;
  const problem = isNew ? formCapProblem(materialOf(form, { sharingLinks: sharing ? 1 : 0, websites: sharing ? 0 : 1 })) : null;
  if (problem) {
    yield put(attachRefused({ message: problem }));
    return;
  }
  yield put(linkAddStarted({ sharing }));
  const email: string | null = yield select(selectEmail);
  if (addLink(urls, normalized.url).length === urls.length || !email) {
    yield put(linkAddFinished());
    return;
  }
  if (sharing) yield* addSharingLink(normalized.url, email);
  else yield* addWebsite(normalized.url, email);
}

/**
 * Whether the same deck is already in Quorum ("same deck by hash"): its SHA-256, then
 * GET /api/report/check-deck. Best effort, after the file is attached: a failure says nothing and
 * nothing waits for it.
 */
function* checkDeck(file: AttachedFile) {
  const { api } = yield* dependencies();
  const sha256: string | null = yield call(sha256Of, file.id);
  if (!sha256) return;
  const checked: ApiResult<CheckDeckResponse> = yield call(abortable, (signal) => checkDeckHash(api, sha256, signal));
  const duplicate = checked.ok ? duplicateDeckNotice(checked.data) : null;
  if (duplicate) yield put(fileDuplicateFound({ id: file.id, duplicate }));
}

/** Reads each chosen file ("Uploading file..."): PDFs with the upload checks' messages, no duplicates. */
function* attachFiles(action: ReturnType<typeof filesChosen>) {
  const { files: attached }: SubmitFormState = yield select(selectSubmitForm);
  const accepted: AttachedFile[] = [];
  let error: string | null = null;
  const form: SubmitFormState = yield select(selectSubmitForm);
  for (const file of action.payload.files) {
    const checked: string | null = yield call(checkChosenFile, file.id);
    const duplicate = [...attached, ...accepted].some((other) => other.name === file.name && other.size === file.size);
    // A deck past the cap is refused here, as the API would refuse it once the others were sent.
    const problem = checked ?? (duplicate ? null : formCapProblem(materialOf(form, { files: accepted.length + 1 })));
    if (problem || duplicate) {
      forgetFiles([file.id]);
      error = problem ?? error;
    } else accepted.push(file);
  }
  yield put(filesAttached({ files: accepted, error }));
  for (const file of accepted) yield fork(checkDeck, file);
}

/** Each piece of form work stops when the form closes or resets, so nothing lands in a fresh form. */
const untilReset = (work: (action: never) => unknown) =>
  function* cancellable(action: never) {
    yield race({ work: call(work, action), reset: take(CANCEL_ACTIONS) });
  };

export function* submitFormSaga() {
  yield takeEvery(linkSubmitted.type, untilReset(addLinkFlow));
  yield takeEvery(filesChosen.type, untilReset(attachFiles));
}
