import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { dealsSaga, recentDealsSaga, submissionsSaga, votesSaga } from '../features/deals';
import { faviconsSaga } from '../features/favicons';
import { profileSaga } from '../features/profile';
import { shellSaga } from '../features/shell';
import { liveEventsSaga } from './live-events';
import { sessionSaga } from './session.saga';

export function* rootSaga() {
  yield all([authSaga(), sessionSaga(), shellSaga(), profileSaga(), dealsSaga(), recentDealsSaga(), submissionsSaga(), votesSaga(), faviconsSaga(), liveEventsSaga()]);
}
