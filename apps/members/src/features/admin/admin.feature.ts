import type { LazyFeature } from '../../app/lazy-feature';
import { adminSaga } from './admin.saga';
import { applicationsSlice } from './applications.slice';
import { dataRequestsSlice } from './data-requests.slice';
import { adminMembersSlice } from './members.slice';
import { settingsSlice } from './settings.slice';

/** The admin pages' state and saga, added to the store when an admin page first renders. */
export const adminFeature: LazyFeature = {
  name: 'admin',
  inject: (reducer) => {
    reducer.inject(applicationsSlice);
    reducer.inject(adminMembersSlice);
    reducer.inject(settingsSlice);
    reducer.inject(dataRequestsSlice);
  },
  saga: adminSaga,
};
