import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth.saga';
import { dealsSaga } from '../features/deals/deals.saga';
import { recentDealsSaga } from '../features/deals/recent-deals.saga';
import { submissionsSaga } from '../features/deals/submissions.saga';
import { votesSaga } from '../features/deals/votes.saga';
import { faviconsSaga } from '../features/favicons/favicons.saga';
import { profileSaga } from '../features/profile/profile.saga';
import { shellSaga } from '../features/shell';
import { sessionSaga } from './session.saga';

export function* rootSaga() {
  yield all([authSaga(), sessionSaga(), shellSaga(), profileSaga(), dealsSaga(), recentDealsSaga(), submissionsSaga(), votesSaga(), faviconsSaga()]);
}
