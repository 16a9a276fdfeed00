import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { serverDraftReducer } from '../features/drafts';
import { notificationsReducer } from '../features/notifications';
import type { dataRightsSlice } from '../features/data-rights';
import type { reuploadSlice } from '../features/reupload';
import { sessionReducer } from '../features/session';
import { submissionReducer } from '../features/submission';
import { wizardReducer } from '../features/wizard';

/** State that arrives with its page: the re-upload page (from an email link) and the my-data page. */
export type LazyState = WithSlice<typeof reuploadSlice> & WithSlice<typeof dataRightsSlice>;

/** The state of /apply; a page loaded later injects its own beside it (app/lazy-feature.tsx). */
export const rootReducer = combineSlices({
  wizard: wizardReducer,
  submission: submissionReducer,
  notifications: notificationsReducer,
  session: sessionReducer,
  serverDraft: serverDraftReducer,
}).withLazyLoadedSlices<LazyState>();

export type RootState = ReturnType<typeof rootReducer>;
export type RootReducer = typeof rootReducer;
