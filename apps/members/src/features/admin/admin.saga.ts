import type { ApiResult } from '@quorum/api-client';
import type { AdminMember, ApplicationDecisionResponse, DocumentReviewRequest, DocumentReviewResponse, NetworkSettings } from '@quorum/domain';
import { call, fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { notificationActions } from '../notifications';
import { decideApplication, downloadApplicationDocument, revealIdentifier, saveNetworkSettings, setMemberRoles, submitDocumentReview } from './admin.api';
import { adminQueries } from './admin.queries';
import {
  adminActionFinished,
  applicationDecisionSubmitted,
  documentDownloadRequested,
  documentReviewSubmitted,
  identifierRevealed,
  identifierRevealRequested,
  revealKey,
} from './applications.slice';
import { memberRolesFailed, memberRolesSaved, memberRolesSubmitted } from './members.slice';
import { dataRequestsSaga } from './data-requests.saga';
import { applicationScreeningTag } from './screening.queries';
import { settingsSaved, settingsSaveFailed, settingsSaveRequested } from './settings.slice';

/** A masked identifier is shown only when an admin asks (the API audit-logs each reveal). */
function* reveal(action: ReturnType<typeof identifierRevealRequested>) {
  const { api } = yield* dependencies();
  const result: ApiResult<string> = yield call(revealIdentifier, api, action.payload.applicationId, action.payload.target);
  if (result.ok) yield put(identifierRevealed({ key: revealKey(action.payload.target), value: result.data }));
  else {
    yield put(adminActionFinished());
    yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
  }
}

/** A KYC document, saved as the applicant named it (the API audit-logs each download). */
function* downloadDocument(action: ReturnType<typeof documentDownloadRequested>) {
  const { api, saveFile } = yield* dependencies();
  const { applicationId, documentId, fileName } = action.payload;
  const result: ApiResult<Blob> = yield call(downloadApplicationDocument, api, applicationId, documentId);
  yield put(adminActionFinished());
  if (result.ok) yield call(saveFile, result.data, fileName);
  else yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
}

/** After any decision the application and the queue are read again: both changed. */
function* afterChange(applicationId: string, message: string) {
  yield put(notificationActions.toastShown({ message, variant: 'success' }));
  yield put(adminQueries.util.invalidateTags([{ type: 'AdminApplication', id: applicationId }, 'AdminApplications']));
}

function* reviewDocument(action: ReturnType<typeof documentReviewSubmitted>) {
  const { api } = yield* dependencies();
  const { applicationId, documentId, reason } = action.payload;
  const review: DocumentReviewRequest = reason === undefined ? action.payload.review : ({ decision: action.payload.review.decision, reason } as DocumentReviewRequest);
  const result: ApiResult<DocumentReviewResponse> = yield call(submitDocumentReview, api, applicationId, documentId, review);
  yield put(adminActionFinished());
  if (!result.ok) yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
  else yield* afterChange(applicationId, review.decision === 'accepted' ? 'Document accepted' : 'Re-upload requested; the applicant will get an email');
}

const DECIDED: Record<'start-review' | 'approve' | 'reject', string> = {
  'start-review': 'Application is in review',
  approve: 'Application approved; the new member can sign in now',
  reject: 'Application rejected',
};

function* decide(action: ReturnType<typeof applicationDecisionSubmitted>) {
  const { api } = yield* dependencies();
  const { applicationId, decision, reason } = action.payload;
  const result: ApiResult<ApplicationDecisionResponse> = yield call(decideApplication, api, applicationId, decision, reason);
  yield put(adminActionFinished());
  if (!result.ok) {
    yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
    // A 409 on approve means a screening hit opened since the page was read: read it again, so the hit and the block show.
    if (result.status === 409) yield put(adminQueries.util.invalidateTags([applicationScreeningTag(applicationId)]));
  } else yield* afterChange(applicationId, DECIDED[decision]);
}

function* saveRoles(action: ReturnType<typeof memberRolesSubmitted>) {
  const { api } = yield* dependencies();
  const { memberId, role, allRoles } = action.payload;
  const result: ApiResult<AdminMember> = yield call(setMemberRoles, api, memberId, role, allRoles);
  if (!result.ok) {
    yield put(memberRolesFailed({ memberId }));
    yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
    return;
  }
  const saved = result.data;
  yield put(adminQueries.util.updateQueryData('getMembers', undefined, (members) => members.map((member) => (member.id === saved.id ? saved : member))));
  yield put(memberRolesSaved({ memberId: saved.id }));
  yield put(notificationActions.toastShown({ message: `Roles of ${result.data.email} saved`, variant: 'success' }));
}

function* saveSettings(action: ReturnType<typeof settingsSaveRequested>) {
  const { api } = yield* dependencies();
  const result: ApiResult<NetworkSettings> = yield call(saveNetworkSettings, api, action.payload);
  if (!result.ok) {
    yield put(settingsSaveFailed({ message: result.error }));
    return;
  }
  const saved = result.data;
  yield put(adminQueries.util.updateQueryData('getSettings', undefined, () => saved));
  yield put(settingsSaved(saved));
  yield put(notificationActions.toastShown({ message: 'Settings saved', variant: 'success' }));
}

export function* adminSaga() {
  yield takeEvery(identifierRevealRequested.type, reveal);
  yield takeEvery(documentDownloadRequested.type, downloadDocument);
  yield takeLeading(documentReviewSubmitted.type, reviewDocument);
  yield takeLeading(applicationDecisionSubmitted.type, decide);
  yield takeEvery(memberRolesSubmitted.type, saveRoles);
  yield takeLatest(settingsSaveRequested.type, saveSettings);
  yield fork(dataRequestsSaga);
}
