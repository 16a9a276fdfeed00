import type { LazyFeature } from '../../app/lazy-feature';
import { passkeysSaga } from './passkeys.saga';
import { passkeysSlice } from './passkeys.slice';

/** The passkeys section's state and saga, added to the store when the profile page first shows it. */
export const passkeysFeature: LazyFeature = {
  name: 'passkeys',
  inject: (reducer) => {
    reducer.inject(passkeysSlice);
  },
  saga: passkeysSaga,
};
