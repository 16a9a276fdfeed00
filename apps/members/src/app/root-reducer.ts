import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { adminMembersSlice } from '../features/admin/members.slice';
import type { applicationsSlice } from '../features/admin/applications.slice';
import type { settingsSlice } from '../features/admin/settings.slice';
import { authSlice } from '../features/auth/auth.slice';
import { dealsSlice } from '../features/deals/deals.slice';
import { submissionsSlice } from '../features/deals/submissions.slice';
import { votesSlice } from '../features/deals/votes.slice';
import { faviconsSlice } from '../features/favicons/favicons.slice';
import { modalsSlice } from '../features/modals/modals.slice';
import { profileSlice } from '../features/profile/profile.slice';
import { quorumApi } from './quorum-api';
import { shellSlice } from '../features/shell';
import type { submitFormSlice } from '../features/submit-deal/submit-form.slice';
import type { submissionSlice } from '../features/submit-deal/submission.slice';
import { notificationsSlice } from '../features/notifications';

/** State that arrives with its pages: the admin pages (only admins open them) and the submit form. */
export type LazyState = WithSlice<typeof applicationsSlice> &
  WithSlice<typeof adminMembersSlice> &
  WithSlice<typeof settingsSlice> &
  WithSlice<typeof submitFormSlice> &
  WithSlice<typeof submissionSlice>;

export const rootReducer = combineSlices(
  quorumApi,
  authSlice,
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
