import { applicantContactOf, fileFieldsOf, invalidAnswers, toSubmissionFields, visibleAnswers, type ApplicationType, type FileField } from '@quorum/domain';
import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { dependencies, type AppDependencies } from '../../lib/dependencies';
import { uploadChannel, type UploadEvent } from '../../lib/upload-channel';
import { notificationActions } from '../notifications';
import { selectWizard, wizardActions, type StoredFileRef, type WizardState } from '../wizard';
import { selectServerDraftLink, type ServerDraftLink } from '../drafts';
import { SUBMISSION_MESSAGES as M } from './submission.messages';
import { submissionActions } from './submission.slice';
import { uploadItemsOf } from './upload-items';

type SubmissionApi = typeof import('./submission.api');
type UploadOutcome = Awaited<ReturnType<SubmissionApi['uploadDocuments']>>;

/** The calls and their zod schemas load on the submit step, not with the first screen. */
export const loadSubmissionApi = (): Promise<SubmissionApi> => import('./submission.api');

function* filesOf(deps: AppDependencies, field: FileField<StoredFileRef>) {
  const files: File[] = [];
  for (const ref of field.files) {
    const blob: Blob | undefined = yield call([deps.files, deps.files.get], ref.id);
    if (!blob) return undefined;
    files.push(blob instanceof File && blob.name === ref.name ? blob : new File([blob], ref.name, { type: ref.type || blob.type }));
  }
  return files;
}

/** One document upload per file field, with its progress in the store. */
function* uploadField(deps: AppDependencies, api: SubmissionApi, applicantId: string, field: FileField<StoredFileRef>) {
  const files: File[] | undefined = yield* filesOf(deps, field);
  if (!files) {
    yield put(submissionActions.documentUploadFinished({ fieldId: field.fieldId, ok: false, error: M.fileMissing }));
    return false;
  }
  const request = { applicantId, documentType: field.documentType, files };
  const channel: EventChannel<UploadEvent<UploadOutcome>> = yield call(
    uploadChannel<UploadOutcome>,
    (onProgress, signal) => api.uploadDocuments(deps.api, request, onProgress, signal),
    (error) => ({ ok: false, error }),
  );
  try {
    for (;;) {
      const event: UploadEvent<UploadOutcome> = yield take(channel);
      if (event.kind === 'progress') yield put(submissionActions.documentUploadProgressed({ fieldId: field.fieldId, loaded: event.loaded }));
      else {
        const outcome = event.outcome;
        yield put(submissionActions.documentUploadFinished({ fieldId: field.fieldId, ok: outcome.ok, ...(outcome.ok ? {} : { error: outcome.error }) }));
        return outcome.ok;
      }
    }
  } finally {
    channel.close();
  }
}

function* fail(error: string) {
  yield put(submissionActions.submissionFailed({ error }));
  yield put(notificationActions.toastShown({ message: error, variant: 'destructive' }));
}

/**
 * Re-check the answers, submit, upload each file field, then the
 * welcome email (best effort). Uploads that fail still end in success with the partial message.
 */
export function* submitApplication() {
  const deps: AppDependencies = yield* dependencies();
  const wizard: WizardState = yield select(selectWizard);
  if (wizard.status !== 'editing') return;

  const invalid = invalidAnswers(wizard.answers, deps.now());
  if (invalid.length > 0) {
    yield put(wizardActions.fieldErrorsReceived({ errors: Object.fromEntries(invalid.map((entry) => [entry.id, entry.message])) }));
    yield* fail(M.checkAnswers);
    return;
  }
  const answers = visibleAnswers(wizard.answers);
  const fileFields = fileFieldsOf<StoredFileRef>(answers);
  yield put(submissionActions.submissionStarted({ uploads: uploadItemsOf(fileFields) }));

  const api: SubmissionApi = yield call(loadSubmissionApi);
  const serverDraft: ServerDraftLink | null = yield select(selectServerDraftLink);
  const outcome: Awaited<ReturnType<SubmissionApi['submitApplication']>> = yield call(api.submitApplication, deps.api, toSubmissionFields(answers), {
    idempotencyKey: wizard.idempotencyKey,
    referralCode: wizard.referralCode,
    serverDraft,
  });
  if (!outcome.ok) {
    if (outcome.errors && Object.keys(outcome.errors).length > 0) yield put(wizardActions.fieldErrorsReceived({ errors: outcome.errors }));
    yield* fail(outcome.error);
    return;
  }
  if (fileFields.length > 0 && !outcome.applicantId) {
    yield* fail(M.noApplicantId);
    return;
  }
  yield put(submissionActions.applicationAccepted());

  let allUploaded = true;
  for (const field of fileFields) {
    const uploaded: boolean = yield* uploadField(deps, api, outcome.applicantId as string, field);
    if (!uploaded) allUploaded = false;
  }

  yield put(submissionActions.welcomeEmailRequested());
  const contact = applicantContactOf(answers);
  if (contact.email && contact.name) {
    yield call(api.sendWelcomeEmail, deps.api, { email: contact.email, name: contact.name, entityType: answers['entityType'] as ApplicationType });
  }
  yield put(
    submissionActions.submissionSucceeded({
      // If the server gives no submission id, a local one is made up.
      submissionId: outcome.submissionId ?? `local-${deps.newId()}`,
      message: allUploaded ? (outcome.message ?? M.success) : M.partialUpload,
      partial: !allUploaded,
    }),
  );
  yield put(wizardActions.applicationSubmitted());
}

/** Anything thrown on the way ends in the failed state with a message, not a stuck spinner. */
function* submitSafely() {
  try {
    yield* submitApplication();
  } catch (error) {
    yield* fail(error instanceof Error && error.message ? M.errorOccurred(error.message) : M.unexpected);
  }
}

export function* submissionSaga() {
  yield takeLeading(submissionActions.submitRequested, submitSafely);
}
