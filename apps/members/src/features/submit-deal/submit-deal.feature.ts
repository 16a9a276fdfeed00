import type { CachingApiClient } from '@quorum/api-client';
import { all, call, getContext, setContext } from 'redux-saga/effects';
import type { LazyFeature } from '../../app/lazy-feature';
import { createSubmitDealApi } from './submit-deal.api';
import { submitFormSaga } from './submit-form.saga';
import { submitFormSlice } from './submit-form.slice';
import { submissionSaga } from './submission.saga';
import { submissionSlice } from './submission.slice';

/** The submit sagas, with the submission's API calls made once over the app's client. */
function* submitDealSaga() {
  const client: CachingApiClient = yield getContext('api');
  yield setContext({ submitDealApi: createSubmitDealApi(client) });
  yield all([call(submitFormSaga), call(submissionSaga)]);
}

/**
 * Submitting a deal (issue 7): its state and sagas join the store when the form first renders
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
