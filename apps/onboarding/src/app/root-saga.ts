import { all, call } from 'redux-saga/effects';
import { draftsSaga } from '../features/drafts';
import { sessionSaga } from '../features/session';
import { submissionSaga } from '../features/submission';
import { wizardSaga } from '../features/wizard';

export function* rootSaga() {
  yield all([call(wizardSaga), call(draftsSaga), call(submissionSaga), call(sessionSaga)]);
}
