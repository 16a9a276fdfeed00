import type { ApiResult } from '@quorum/api-client';
import type { VoteResponse } from '@quorum/domain';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import type { RootState } from '../../app/root-reducer';
import { notificationActions } from '../notifications';
import { submitVote } from './deals.api';
import { dealsQueries } from './deals.queries';
import { dealsDataChanged } from './deals.slice';
import { voteFailed, voteRecorded, voteSubmitted } from './votes.slice';

/**
 * The server's answer to a vote, written into the cached reads at once: the open deal page shows
 * the new tally and vote, the deal list too, and a deal no longer accepted leaves the portfolio.
 */
function* applyVote(vote: VoteResponse) {
  const dealIds: string[] = yield select((state: RootState) => dealsQueries.util.selectCachedArgsForQuery(state, 'getDeal'));
  for (const id of dealIds) {
    yield put(
      dealsQueries.util.updateQueryData('getDeal', id, (detail) => {
        if (detail.deal.reportId !== vote.reportId) return;
        detail.myVote = vote.myVote;
        detail.deal.tally = vote.tally;
        detail.deal.effectiveStatus = vote.effectiveStatus;
        detail.deal.myVote = vote.myVote?.vote ?? null;
      }),
    );
  }
  yield put(
    dealsQueries.util.updateQueryData('getDeals', undefined, (data) => {
      for (const deal of data.pages.flatMap((page) => page.deals)) {
        if (deal.reportId !== vote.reportId) continue;
        deal.tally = vote.tally;
        deal.effectiveStatus = vote.effectiveStatus;
        deal.myVote = vote.myVote?.vote ?? null;
      }
    }),
  );
  if (vote.effectiveStatus !== 'accepted') {
    yield put(dealsQueries.util.updateQueryData('getPortfolio', undefined, (deals) => deals.filter((deal) => deal.reportId !== vote.reportId)));
  }
}

/** A vote (or a changed vote) goes to the server; the tally and status it answers update every list. */
function* castVote(action: ReturnType<typeof voteSubmitted>) {
  const { reportId, vote, comment } = action.payload;
  const { api } = yield* dependencies();
  const result: ApiResult<VoteResponse> = yield call(submitVote, api, reportId, { vote, ...(comment?.trim() ? { comment: comment.trim() } : {}) });
  if (!result.ok) {
    yield put(voteFailed({ reportId, message: result.error }));
    yield put(notificationActions.toastShown({ message: result.error, variant: 'destructive' }));
    // A vote refused because the window closed or a conflict stands: the deal page shows why.
    yield put(dealsQueries.util.invalidateTags([{ type: 'Ballot', id: reportId }]));
    return;
  }
  yield put(voteRecorded(result.data));
  yield* applyVote(result.data);
  yield put(notificationActions.toastShown({ message: `Your ${vote} vote is in`, variant: 'success' }));
  yield put(dealsDataChanged());
  // The open deal page asks for the deal afresh (the votes list now holds this member's comment)
  // and for its network vote (the turnout counts this vote).
  yield put(dealsQueries.util.invalidateTags([{ type: 'Deal', id: reportId }, { type: 'Ballot', id: reportId }]));
}

export function* votesSaga() {
  yield takeEvery(voteSubmitted.type, castVote);
}
