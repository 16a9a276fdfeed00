import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { serverDraftReducer } from '../features/drafts';
import { notificationsReducer } from '../features/notifications';
import type { reuploadSlice } from '../features/reupload';
import { sessionReducer } from '../features/session';
import { submissionReducer } from '../features/submission';
import { wizardReducer } from '../features/wizard';

/** State that arrives with its page: the re-upload page, opened from an email link only. */
export type LazyState = WithSlice<typeof reuploadSlice>;

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
