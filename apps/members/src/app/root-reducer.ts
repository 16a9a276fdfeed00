import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { adminMembersSlice } from '../features/admin/members.slice';
import type { applicationsSlice } from '../features/admin/applications.slice';
import type { settingsSlice } from '../features/admin/settings.slice';
import { authSlice } from '../features/auth/auth.slice';
import { dealDetailSlice } from '../features/deals/deal-detail.slice';
import { dealsSlice } from '../features/deals/deals.slice';
import { portfolioSlice } from '../features/deals/portfolio.slice';
import { recentDealsSlice } from '../features/deals/recent-deals.slice';
import { reportSlice } from '../features/deals/report.slice';
import { submissionsSlice } from '../features/deals/submissions.slice';
import { votesSlice } from '../features/deals/votes.slice';
import { faviconsSlice } from '../features/favicons/favicons.slice';
import { leadsSlice } from '../features/leads/leads.slice';
import { modalsSlice } from '../features/modals/modals.slice';
import { profileSlice } from '../features/profile/profile.slice';
import { shellSlice } from '../features/shell/shell.slice';
import type { submitFormSlice } from '../features/submit-deal/submit-form.slice';
import type { submissionSlice } from '../features/submit-deal/submission.slice';
import { toastsSlice } from '../features/toasts/toasts.slice';

/** State that arrives with its pages: the admin pages (only admins open them) and the submit form. */
export type LazyState = WithSlice<typeof applicationsSlice> &
  WithSlice<typeof adminMembersSlice> &
  WithSlice<typeof settingsSlice> &
  WithSlice<typeof submitFormSlice> &
  WithSlice<typeof submissionSlice>;

export const rootReducer = combineSlices(
  authSlice,
  shellSlice,
  modalsSlice,
  toastsSlice,
  profileSlice,
  dealsSlice,
  recentDealsSlice,
  submissionsSlice,
  portfolioSlice,
  dealDetailSlice,
  votesSlice,
  reportSlice,
  faviconsSlice,
  leadsSlice,
).withLazyLoadedSlices<LazyState>();

export type RootState = ReturnType<typeof rootReducer>;
export type RootReducer = typeof rootReducer;
