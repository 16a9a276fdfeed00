import type { LazyFeature } from '../../app/lazy-feature';
import { ballotSaga } from './ballot.saga';
import { ballotSlice } from './ballot.slice';

/** The network vote's state and saga, added to the store when the deal page first renders. */
export const ballotFeature: LazyFeature = {
  name: 'ballot',
  inject: (reducer) => {
    reducer.inject(ballotSlice);
  },
  saga: ballotSaga,
};
