import type { LazyFeature } from '../../app/lazy-feature';
import { dataRightsSaga } from './data-rights.saga';
import { dataRightsSlice } from './data-rights.slice';

/** The /apply/my-data page's state and saga: they join the store when the page first renders. */
export const dataRightsFeature: LazyFeature = {
  name: 'dataRights',
  inject: (reducer) => {
    reducer.inject(dataRightsSlice);
  },
  saga: dataRightsSaga,
};
