import type { ApiResult } from '@quorum/api-client';
import type { Lead } from '@quorum/domain';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { failureMessage } from '../../lib/api-result';
import type { LeadsApi } from './leads.api';
import { leadsLoaded, leadsLoadFailed, leadsRequested } from './leads.slice';

function* loadLeads() {
  const api: LeadsApi = yield getContext('leadsApi');
  const result: ApiResult<Lead[]> = yield call(api.list);
  if (result.ok) yield put(leadsLoaded({ leads: result.data }));
  else yield put(leadsLoadFailed({ message: failureMessage(result, 'Failed to fetch leads') }));
}

export function* leadsSaga() {
  yield takeLatest(leadsRequested.type, loadLeads);
}
