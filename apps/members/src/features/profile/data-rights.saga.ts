import type { ApiResult } from '@quorum/api-client';
import { DATA_EXPORT_FILE_NAME, type ErasureRequestResponse } from '@quorum/domain';
import { call, put, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { failureMessage } from '../../lib/api-result';
import { downloadMemberData, requestMemberErasure } from './data-rights.api';
import { dataRightsQueries } from './data-rights.queries';
import { dataDownloadFailed, dataDownloadRequested, dataDownloadSaved, erasureRequestFailed, erasureRequestRecorded, erasureRequestSubmitted } from './data-rights.slice';

export const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';
export const ERASURE_REQUEST_FAILED = 'Your request could not be sent. Please try again.';

/** The export is made on request, then handed to the browser to save as quorum-data.zip. */
function* downloadData() {
  const { api, saveFile } = yield* dependencies();
  const result: ApiResult<Blob> = yield call(downloadMemberData, api);
  if (!result.ok) {
    yield put(dataDownloadFailed({ message: failureMessage(result, DOWNLOAD_FAILED) }));
    return;
  }
  yield call(saveFile, result.data, DATA_EXPORT_FILE_NAME);
  yield put(dataDownloadSaved());
}

/** The request the server recorded replaces the section's read at once. */
function* requestErasure(action: ReturnType<typeof erasureRequestSubmitted>) {
  const { api } = yield* dependencies();
  const note = action.payload.reason?.trim();
  const result: ApiResult<ErasureRequestResponse> = yield call(requestMemberErasure, api, note ? { note } : {});
  if (!result.ok) {
    yield put(erasureRequestFailed({ message: failureMessage(result, ERASURE_REQUEST_FAILED) }));
    // A 409 says a request is already pending (asked from another tab): read it, so the section shows it.
    if (result.status === 409) yield put(dataRightsQueries.util.invalidateTags(['ErasureRequest']));
    return;
  }
  yield put(dataRightsQueries.util.upsertQueryData('getMyErasureRequest', undefined, result.data.request));
  yield put(erasureRequestRecorded());
}

/** One download and one request at a time: a second click while the first is on its way does nothing. */
export function* dataRightsSaga() {
  yield takeLeading(dataDownloadRequested.type, downloadData);
  yield takeLeading(erasureRequestSubmitted.type, requestErasure);
}
