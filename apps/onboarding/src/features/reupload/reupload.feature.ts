import type { LazyFeature } from '../../app/lazy-feature';
import { reuploadSaga } from './reupload.saga';
import { reuploadSlice } from './reupload.slice';

/**
 * The re-upload page's state and saga: they join the store when the page first renders, so
 * /apply's first load carries none of them.
 */
export const reuploadFeature: LazyFeature = {
  name: 'reupload',
  inject: (reducer) => {
    reducer.inject(reuploadSlice);
  },
  saga: reuploadSaga,
};
