import type { ApiResult } from '@quorum/api-client';
import { faviconDomainOf, type DealDetailResponse, type DealListItem, type FullReportResponse, type VoteResponse } from '@quorum/domain';
import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { failureMessage } from '../../lib/api-result';
import { faviconsPrefetchRequested } from '../favicons/favicons.slice';
import { toastShown } from '../toasts/toasts.slice';
import type { DealsApi } from './deals.api';
import { DEALS_FAILED } from './deals-context';
import type { RootDealsState } from './deals.selectors';
import { dealsDataChanged } from './deals.slice';
import { dealDetailFailed, dealDetailLoaded, dealDetailRequested } from './deal-detail.slice';
import { portfolioLoaded, portfolioLoadFailed, portfolioRequested } from './portfolio.slice';
import { reportFailed, reportLoaded, reportRequested } from './report.slice';
import { voteFailed, voteRecorded, voteSubmitted } from './votes.slice';

function* loadPortfolio(action: ReturnType<typeof portfolioRequested>) {
  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<DealListItem[]> = yield call(api.portfolio, action.payload?.force ?? false);
  if (!result.ok) {
    yield put(portfolioLoadFailed({ message: failureMessage(result, DEALS_FAILED) }));
    return;
  }
  yield put(portfolioLoaded({ deals: result.data }));
  yield put(faviconsPrefetchRequested({ domains: result.data.map(faviconDomainOf) }));
}

function* loadDetail(id: string, fresh: boolean) {
  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<DealDetailResponse> = yield call(api.detail, id, fresh);
  if (result.ok) yield put(dealDetailLoaded(result.data));
  else yield put(dealDetailFailed({ id, message: failureMessage(result, DEALS_FAILED) }));
}

function* onDetailRequested(action: ReturnType<typeof dealDetailRequested>) {
  yield* loadDetail(action.payload.id, false);
}

function* loadReport(action: ReturnType<typeof reportRequested>) {
  const { reportId } = action.payload;
  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<FullReportResponse> = yield call(api.fullReport, reportId);
  if (result.ok) yield put(reportLoaded(result.data));
  else yield put(reportFailed({ reportId, message: failureMessage(result, 'Failed to load report data') }));
}

/** A vote (or a changed vote) goes to the server; the tally and status it answers update every list. */
function* castVote(action: ReturnType<typeof voteSubmitted>) {
  const { reportId, vote, comment } = action.payload;
  const api: DealsApi = yield getContext('dealsApi');
  const result: ApiResult<VoteResponse> = yield call(api.vote, reportId, { vote, ...(comment?.trim() ? { comment: comment.trim() } : {}) });
  if (!result.ok) {
    yield put(voteFailed({ reportId, message: result.error }));
    yield put(toastShown(result.error, 'destructive'));
    return;
  }
  yield put(voteRecorded(result.data));
  yield put(toastShown(`Your ${vote} vote is in`, 'success'));
  yield put(dealsDataChanged());
  const openDetail: string | null = yield select((state: RootDealsState) => state.dealDetail.data?.deal.reportId ?? null);
  if (openDetail === reportId) yield* loadDetail(openDetail, true);
}

export function* dealPagesSaga() {
  yield takeLatest(portfolioRequested.type, loadPortfolio);
  yield takeLatest(dealDetailRequested.type, onDetailRequested);
  yield takeEvery(voteSubmitted.type, castVote);
  yield takeLatest(reportRequested.type, loadReport);
}
