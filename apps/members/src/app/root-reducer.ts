import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { adminMembersSlice, applicationsSlice, dataRequestsSlice, settingsSlice } from '../features/admin';
import { authSlice, stepUpSlice } from '../features/auth';
import { dealsSlice, submissionsSlice, votesSlice, type ballotSlice } from '../features/deals';
import { faviconsSlice } from '../features/favicons';
import { modalsSlice } from '../features/modals';
import { profileSlice, type dataRightsSlice, type passkeysSlice } from '../features/profile';
import { quorumApi } from './quorum-api';
import { shellSlice } from '../features/shell';
import type { submitFormSlice, submissionSlice } from '../features/submit-deal';
import { notificationsSlice } from '../features/notifications';

/** State that arrives with its pages: the admin pages (only admins open them), the submit form, the deal page's network vote and the profile's data rights and passkeys. */
export type LazyState = WithSlice<typeof applicationsSlice> &
  WithSlice<typeof adminMembersSlice> &
  WithSlice<typeof settingsSlice> &
  WithSlice<typeof dataRequestsSlice> &
  WithSlice<typeof submitFormSlice> &
  WithSlice<typeof submissionSlice> &
  WithSlice<typeof ballotSlice> &
  WithSlice<typeof dataRightsSlice> &
  WithSlice<typeof passkeysSlice>;

export const rootReducer = combineSlices(
  quorumApi,
  authSlice,
  stepUpSlice,
  shellSlice,
  modalsSlice,
  notificationsSlice,
  profileSlice,
  dealsSlice,
  submissionsSlice,
  votesSlice,
  faviconsSlice,
).withLazyLoadedSlices<LazyState>();

export type RootState = ReturnType<typeof rootReducer>;
export type RootReducer = typeof rootReducer;
