import type { ApiResult } from '@quorum/api-client';
import type { AdminErasureRequest } from '@quorum/domain';
import { call, put, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { failureMessage } from '../../lib/api-result';
import { notificationActions } from '../notifications';
import { declineDataRequest, eraseDataRequest } from './data-requests.api';
import { dataRequestsQueries } from './data-requests.queries';
import { dataErasureConfirmed, dataRequestDecided, dataRequestDecisionFailed, dataRequestDeclineSubmitted, type DataRequestDecision } from './data-requests.slice';

const DONE: Record<DataRequestDecision, string> = { erase: 'Data erased; the person will get a confirmation email', decline: 'Request declined; the person will get an email with your reason' };
const FAILED: Record<DataRequestDecision, string> = { erase: 'The data could not be erased. Please try again.', decline: 'The request could not be declined. Please try again.' };

/**
 * The request as decided goes into the list at once; both reads are asked again (an erasure keeps
 * records the retention overview lists). A refusal (409: blocked meanwhile, or decided in another
 * tab) is shown beside the buttons and the list is read again, so the page shows the request as it is.
 */
function* settle(requestId: string, decision: DataRequestDecision, result: ApiResult<AdminErasureRequest>) {
  if (!result.ok) {
    yield put(dataRequestDecisionFailed({ requestId, decision, message: failureMessage(result, FAILED[decision]) }));
    if (result.status === 409) yield put(dataRequestsQueries.util.invalidateTags(['DataRequests']));
    return;
  }
  const decided = result.data;
  yield put(dataRequestsQueries.util.updateQueryData('getDataRequests', undefined, (requests) => requests.map((request) => (request.id === decided.id ? decided : request))));
  yield put(dataRequestDecided({ request: decided }));
  yield put(dataRequestsQueries.util.invalidateTags(['DataRequests']));
  yield put(notificationActions.toastShown({ message: DONE[decision], variant: 'success' }));
}

function* erase(action: ReturnType<typeof dataErasureConfirmed>) {
  const { api } = yield* dependencies();
  const { requestId } = action.payload;
  const result: ApiResult<AdminErasureRequest> = yield call(eraseDataRequest, api, requestId);
  yield* settle(requestId, 'erase', result);
}

function* decline(action: ReturnType<typeof dataRequestDeclineSubmitted>) {
  const { api } = yield* dependencies();
  const { requestId, reason } = action.payload;
  const result: ApiResult<AdminErasureRequest> = yield call(declineDataRequest, api, requestId, reason);
  yield* settle(requestId, 'decline', result);
}

/** One decision at a time: a second click while the first is on its way does nothing. */
export function* dataRequestsSaga() {
  yield takeLeading(dataErasureConfirmed.type, erase);
  yield takeLeading(dataRequestDeclineSubmitted.type, decline);
}
