import { all, call } from 'redux-saga/effects';
import type { LazyFeature } from '../../app/lazy-feature';
import { submitFormSaga } from './submit-form.saga';
import { submitFormSlice } from './submit-form.slice';
import { submissionSaga } from './submission.saga';
import { submissionSlice } from './submission.slice';

function* submitDealSaga() {
  yield all([call(submitFormSaga), call(submissionSaga)]);
}

/**
 * Submitting a deal: its state and sagas join the store when the form first renders
 * (the modal or /deals/submit), so nobody's first load of /deals carries them.
 */
export const submitDealFeature: LazyFeature = {
  name: 'submitDeal',
  inject: (reducer) => {
    reducer.inject(submitFormSlice);
    reducer.inject(submissionSlice);
  },
  saga: submitDealSaga,
};
