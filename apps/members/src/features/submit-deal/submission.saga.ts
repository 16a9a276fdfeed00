import type { ApiClient, ApiResult } from '@quorum/api-client';
import { dealNameOf, founderNote, REPORT_MESSAGES, splitLinks, type FullReportResponse } from '@quorum/domain';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { paths } from '../../config/paths';
import { abortable } from '@quorum/ui';
import { selectEmail } from '../auth';
import { dealsDataChanged } from '../deals';
import { modalClosed, modalOpened, selectModalStack, type OpenModal } from '../modals';
import { sendMaterials, type MaterialsResult } from './material-steps';
import { watchReview, type WatchOutcome } from './report-watch';
import { CANCEL_ACTIONS, conversionNeedsPasscode, newDealRequested, submissionRequested, submitFlowClosed } from './submit-deal.actions';
import { createDossier, fetchFaviconUrl, fetchFullReport, generateReport, sendDealSubmittedEmail } from './submit-deal.api';
import { selectSubmitForm, type SubmitFormState } from './submit-form.slice';
import { dealFaviconFound, dossierCreated, previewLoadFailed, reviewFailed, reviewFinished, reviewStarted, submissionFailed, submissionStarted } from './submission.slice';

/** A step before the review failed: logged and said in the generic dialog. */
function* fail(message: string, detail?: string) {
  console.error('Deal submission failed:', message, detail ?? '');
  yield put(submissionFailed({ message, ...(detail ? { detail } : {}) }));
}

function* loadDealFavicon(api: ApiClient, url: string) {
  const result: ApiResult<{ url: string }> = yield call(abortable, (signal) => fetchFaviconUrl(api, url, signal));
  yield put(dealFaviconFound({ faviconUrl: result.ok ? result.data.url : '' }));
}

/** The confirmation email is best effort: a failure is only logged. */
function* sendSubmittedEmail(api: ApiClient, body: { email: string; name: string; url?: string }) {
  const result: ApiResult<unknown> = yield call(abortable, (signal) => sendDealSubmittedEmail(api, body, signal));
  if (!result.ok) console.warn('The deal-submitted email was not sent:', result.error);
}

/** The review runs: both polls, then the preview with the full report. */
function* followReview(api: ApiClient, reportId: string) {
  const outcome: WatchOutcome & { by: 'poll' | 'monitor' } = yield call(watchReview, api, reportId);
  yield put(dealsDataChanged());
  if (outcome.kind === 'error') {
    yield put(reviewFailed({ message: outcome.message }));
    return;
  }
  if (outcome.by === 'monitor') {
    // The long poll saw the end first: it takes the member to the report itself, as View Full
    // Report does, so no preview opens behind the page (the submit modal closes, the flow resets).
    const { navigate } = yield* dependencies();
    const modals: OpenModal[] = yield select(selectModalStack);
    for (const modal of modals.filter((open) => open.spec.kind === 'submitDeal')) yield put(modalClosed({ key: modal.key }));
    navigate(paths.report(reportId));
    yield put(submitFlowClosed());
    return;
  }
  const report: ApiResult<FullReportResponse> = yield call(abortable, (signal) => fetchFullReport(api, reportId, signal));
  if (report.ok) yield put(reviewFinished({ report: report.data }));
  else yield put(previewLoadFailed({ message: REPORT_MESSAGES.loadReportFailed }));
}

/**
 * The whole submission: a dossier, its materials in order, the report asked
 * for, the confirmation email, then the review followed to its end. Every request carries the
 * signal of this task, so cancelling it (see runSubmission) aborts whatever is in flight.
 */
export function* submitFlow(action: ReturnType<typeof submissionRequested>) {
  const form: SubmitFormState = yield select(selectSubmitForm);
  const email: string | null = yield select(selectEmail);
  if (form.links.length === 0 && form.files.length === 0) {
    console.warn(REPORT_MESSAGES.noContent);
    yield put(submitFlowClosed());
    return;
  }
  if (!email) return yield* fail(REPORT_MESSAGES.missingRequiredFields);
  const { api, origin } = yield* dependencies();
  const sharing = new Set(form.links.filter((link) => link.sharing).map((link) => link.url));
  const links = splitLinks(form.links.map((link) => link.url), (url) => sharing.has(url));
  // Named as the API names it (dealNameOf): the website's name, else a DocSend deal's.
  const firstUrl = links.mainUrl ?? form.links[0]?.url ?? null;
  const dealName = dealNameOf(links.mainUrl, links.docsendUrls[0]);
  yield put(submissionStarted({ dealName, url: firstUrl }));
  if (firstUrl) yield fork(loadDealFavicon, api, firstUrl);

  const created: ApiResult<{ dossier: { dossierId: string } }> = yield call(abortable, (signal) => createDossier(api, email, signal));
  if (!created.ok) return yield* fail(REPORT_MESSAGES.createDossierFailed, created.error);
  const { dossierId } = created.data.dossier;
  yield put(dossierCreated({ dossierId }));

  const notes = founderNote(action.payload.notes);
  const sent: MaterialsResult = yield call(sendMaterials, api, dossierId, email, { files: form.files, links, docsend: form.docsend, founders: action.payload.founders, notes });
  if (!sent.ok && 'passcodeFor' in sent) {
    yield put(conversionNeedsPasscode({ link: sent.passcodeFor }));
    return;
  }
  if (!sent.ok) return yield* fail(sent.message, sent.detail);

  const generated: ApiResult<{ reportId: unknown }> = yield call(abortable, (signal) => generateReport(api, dossierId, email, origin, signal));
  if (!generated.ok) return yield* fail(REPORT_MESSAGES.generateReportFailed, generated.error);
  const { reportId } = generated.data;
  if (typeof reportId !== 'string' || reportId.trim() === '') return yield* fail(REPORT_MESSAGES.invalidReportId);
  yield put(reviewStarted({ reportId }));
  // The new deal is pending: every list, the recent-deals menu and My Submissions refresh through this.
  yield put(dealsDataChanged());
  yield fork(sendSubmittedEmail, api, { email, name: dealName, ...(links.mainUrl ? { url: links.mainUrl } : {}) });
  yield call(followReview, api, reportId);
}

/**
 * Closing the modal, Submit a New Deal or signing out cancels the flow and every request of it.
 * An error nothing expected (a bug, a browser refusing a file) ends this submission in the generic
 * dialog with "Unknown error occurred"; uncaught, it would also have stopped this saga, and with
 * it every later submission until the page was reloaded.
 */
function* runSubmission(action: ReturnType<typeof submissionRequested>) {
  try {
    yield race({ flow: call(submitFlow, action), cancelled: take(CANCEL_ACTIONS) });
  } catch (error) {
    yield* fail(REPORT_MESSAGES.unknownError, error instanceof Error ? error.message : String(error));
  }
}

/** How long the closed modal stays away before it opens again, empty: long enough to be seen closing. */
export const MODAL_RESHOW_DELAY_MS = 100;

/** Submit a New Deal in modal mode: the modal comes back, empty, after MODAL_RESHOW_DELAY_MS. */
function* reopenModal(action: ReturnType<typeof newDealRequested>) {
  if (!action.payload.reopenModal) return;
  yield delay(MODAL_RESHOW_DELAY_MS);
  yield put(modalOpened({ kind: 'submitDeal' }));
}

export function* submissionSaga() {
  yield takeLatest(submissionRequested.type, runSubmission);
  yield takeEvery(newDealRequested.type, reopenModal);
}
