import type { ApiResult } from '@quorum/api-client';
import type { AdminApplicationDetail, AdminApplicationListResponse, AdminMember, ApplicationDecisionResponse, DocumentReviewRequest, DocumentReviewResponse, NetworkSettings } from '@quorum/domain';
import { call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../lib/api-result';
import { toastShown } from '../toasts/toasts.slice';
import type { CachingApiClient } from '@quorum/api-client';
import { createAdminApi, type AdminApi } from './admin.api';
import {
  adminActionFinished,
  applicationDecisionSubmitted,
  applicationLoaded,
  applicationLoadFailed,
  applicationOpened,
  applicationsFilterChanged,
  applicationsLoaded,
  applicationsLoadFailed,
  applicationsRequested,
  documentReviewSubmitted,
  identifierRevealed,
  identifierRevealRequested,
  revealKey,
  selectApplications,
  type ApplicationsState,
} from './applications.slice';
import { memberRolesFailed, memberRolesSaved, memberRolesSubmitted, membersLoaded, membersLoadFailed, membersRequested } from './members.slice';
import { settingsLoaded, settingsLoadFailed, settingsRequested, settingsSaved, settingsSaveFailed, settingsSaveRequested } from './settings.slice';

/** The admin calls, over the app's one client; built here so they load with the admin pages. */
function* adminApi() {
  const client: CachingApiClient = yield getContext('api');
  return createAdminApi(client);
}



function* loadApplications() {
  const api: AdminApi = yield* adminApi();
  const { filter }: ApplicationsState = yield select(selectApplications);
  const result: ApiResult<AdminApplicationListResponse> = yield call(api.applications, { ...(filter.status ? { status: filter.status } : {}), q: filter.q.trim() });
  if (result.ok) yield put(applicationsLoaded(result.data));
  else yield put(applicationsLoadFailed({ message: failureMessage(result, 'The applications could not be loaded') }));
}

function* loadApplication(id: string) {
  const api: AdminApi = yield* adminApi();
  const result: ApiResult<AdminApplicationDetail> = yield call(api.application, id);
  if (result.ok) yield put(applicationLoaded(result.data));
  else yield put(applicationLoadFailed({ id, message: failureMessage(result, 'This application could not be loaded') }));
}

function* onOpened(action: ReturnType<typeof applicationOpened>) {
  yield* loadApplication(action.payload.id);
}

/** A masked identifier is shown only when an admin asks (the API audit-logs each reveal). */
function* reveal(action: ReturnType<typeof identifierRevealRequested>) {
  const api: AdminApi = yield* adminApi();
  const result: ApiResult<string> = yield call(api.reveal, action.payload.applicationId, action.payload.target);
  if (result.ok) yield put(identifierRevealed({ key: revealKey(action.payload.target), value: result.data }));
  else {
    yield put(adminActionFinished());
    yield put(toastShown(result.error, 'destructive'));
  }
}

/** After any decision the application and the queue are read again: both changed. */
function* afterChange(applicationId: string, message: string) {
  yield put(toastShown(message, 'success'));
  yield* loadApplication(applicationId);
  yield put(applicationsRequested());
}

function* reviewDocument(action: ReturnType<typeof documentReviewSubmitted>) {
  const api: AdminApi = yield* adminApi();
  const { applicationId, documentId, reason } = action.payload;
  const review: DocumentReviewRequest = reason === undefined ? action.payload.review : ({ decision: action.payload.review.decision, reason } as DocumentReviewRequest);
  const result: ApiResult<DocumentReviewResponse> = yield call(api.reviewDocument, applicationId, documentId, review);
  yield put(adminActionFinished());
  if (!result.ok) yield put(toastShown(result.error, 'destructive'));
  else yield* afterChange(applicationId, review.decision === 'accepted' ? 'Document accepted' : 'Re-upload requested; the applicant will get an email');
}

const DECIDED: Record<'start-review' | 'approve' | 'reject', string> = {
  'start-review': 'Application is in review',
  approve: 'Application approved; the new member can sign in now',
  reject: 'Application rejected',
};

function* decide(action: ReturnType<typeof applicationDecisionSubmitted>) {
  const api: AdminApi = yield* adminApi();
  const { applicationId, decision, reason } = action.payload;
  const result: ApiResult<ApplicationDecisionResponse> = yield call(api.decide, applicationId, decision, reason);
  yield put(adminActionFinished());
  if (!result.ok) yield put(toastShown(result.error, 'destructive'));
  else yield* afterChange(applicationId, DECIDED[decision]);
}

function* loadMembers() {
  const api: AdminApi = yield* adminApi();
  const result: ApiResult<AdminMember[]> = yield call(api.members);
  if (result.ok) yield put(membersLoaded({ members: result.data }));
  else yield put(membersLoadFailed({ message: failureMessage(result, 'The members could not be loaded') }));
}

function* saveRoles(action: ReturnType<typeof memberRolesSubmitted>) {
  const api: AdminApi = yield* adminApi();
  const { memberId, role, allRoles } = action.payload;
  const result: ApiResult<AdminMember> = yield call(api.setRoles, memberId, role, allRoles);
  if (!result.ok) {
    yield put(memberRolesFailed({ memberId }));
    yield put(toastShown(result.error, 'destructive'));
    return;
  }
  yield put(memberRolesSaved({ member: result.data }));
  yield put(toastShown(`Roles of ${result.data.email} saved`, 'success'));
}

function* loadSettings() {
  const api: AdminApi = yield* adminApi();
  const result: ApiResult<NetworkSettings> = yield call(api.settings);
  if (result.ok) yield put(settingsLoaded(result.data));
  else yield put(settingsLoadFailed({ message: failureMessage(result, 'The settings could not be loaded') }));
}

function* saveSettings(action: ReturnType<typeof settingsSaveRequested>) {
  const api: AdminApi = yield* adminApi();
  const result: ApiResult<NetworkSettings> = yield call(api.saveSettings, action.payload);
  if (!result.ok) {
    yield put(settingsSaveFailed({ message: result.error }));
    return;
  }
  yield put(settingsSaved(result.data));
  yield put(toastShown('Settings saved', 'success'));
}

export function* adminSaga() {
  yield takeLatest([applicationsRequested.type, applicationsFilterChanged.type], loadApplications);
  yield takeLatest(applicationOpened.type, onOpened);
  yield takeEvery(identifierRevealRequested.type, reveal);
  yield takeLeading(documentReviewSubmitted.type, reviewDocument);
  yield takeLeading(applicationDecisionSubmitted.type, decide);
  yield takeLatest(membersRequested.type, loadMembers);
  yield takeEvery(memberRolesSubmitted.type, saveRoles);
  yield takeLatest(settingsRequested.type, loadSettings);
  yield takeLatest(settingsSaveRequested.type, saveSettings);
}
