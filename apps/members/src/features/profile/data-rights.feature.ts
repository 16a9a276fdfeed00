import type { LazyFeature } from '../../app/lazy-feature';
import { dataRightsSaga } from './data-rights.saga';
import { dataRightsSlice } from './data-rights.slice';

/** The "Your data" section's state and saga, added to the store when the profile page first renders. */
export const dataRightsFeature: LazyFeature = {
  name: 'dataRights',
  inject: (reducer) => {
    reducer.inject(dataRightsSlice);
  },
  saga: dataRightsSaga,
};
