import type { ApiResult } from '@quorum/api-client';
import type { Ballot } from '@quorum/domain';
import { call, put, takeLeading } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { notificationActions } from '../notifications';
import { declareConflict, moveVoteWindow, withdrawConflict } from './ballot.api';
import { ballotQueries } from './ballot.queries';
import { ballotChanged, ballotChangeFailed, conflictDeclarationSubmitted, conflictWithdrawalSubmitted, voteWindowMoveSubmitted, type BallotChange } from './ballot.slice';
import { dealsDataChanged } from './deals.slice';

const DONE_MESSAGE = {
  declared: 'Conflict declared: your vote is removed',
  withdrawn: 'Conflict withdrawn: you can vote again',
  close: 'The vote is closed',
  extend: 'The vote is extended',
  open: 'The vote is open',
} as const;

/**
 * The ballot the server answered goes into the cache at once; the deal is read again (a recusal
 * removes the member's vote from it) and the lists refresh (their tallies and statuses may move).
 */
function* settle(reportId: string, change: BallotChange, result: ApiResult<Ballot>, done: string) {
  if (!result.ok) {
    yield put(ballotChangeFailed({ reportId, change, message: result.error }));
    // The refusal may come from a window that moved meanwhile: show the vote as it now is.
    yield put(ballotQueries.util.invalidateTags([{ type: 'Ballot', id: reportId }]));
    return;
  }
  yield put(ballotQueries.util.upsertQueryData('getBallot', reportId, result.data));
  yield put(ballotChanged({ reportId, ballot: result.data }));
  yield put(ballotQueries.util.invalidateTags([{ type: 'Deal', id: reportId }]));
  yield put(dealsDataChanged());
  yield put(notificationActions.toastShown({ message: done, variant: 'success' }));
}

function* declare(action: ReturnType<typeof conflictDeclarationSubmitted>) {
  const { api } = yield* dependencies();
  const { reportId } = action.payload;
  const result: ApiResult<Ballot> = yield call(declareConflict, api, reportId);
  yield* settle(reportId, 'recusal', result, DONE_MESSAGE.declared);
}

function* withdraw(action: ReturnType<typeof conflictWithdrawalSubmitted>) {
  const { api } = yield* dependencies();
  const { reportId } = action.payload;
  const result: ApiResult<Ballot> = yield call(withdrawConflict, api, reportId);
  yield* settle(reportId, 'recusal', result, DONE_MESSAGE.withdrawn);
}

function* moveWindow(action: ReturnType<typeof voteWindowMoveSubmitted>) {
  const { api } = yield* dependencies();
  const { reportId, move } = action.payload;
  const result: ApiResult<Ballot> = yield call(moveVoteWindow, api, reportId, move);
  yield* settle(reportId, 'window', result, DONE_MESSAGE[move.action]);
}

/** One change at a time per kind: a second click while the first is on its way does nothing. */
export function* ballotSaga() {
  yield takeLeading(conflictDeclarationSubmitted.type, declare);
  yield takeLeading(conflictWithdrawalSubmitted.type, withdraw);
  yield takeLeading(voteWindowMoveSubmitted.type, moveWindow);
}
