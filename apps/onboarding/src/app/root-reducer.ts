import { combineReducers } from '@reduxjs/toolkit';
import { notificationsReducer } from '../features/notifications';
import { sessionReducer } from '../features/session';
import { submissionReducer } from '../features/submission';
import { wizardReducer } from '../features/wizard';

/** The state of /apply. A page loaded later adds its own beside these (app/lazy-feature.ts). */
export const reducers = {
  wizard: wizardReducer,
  submission: submissionReducer,
  notifications: notificationsReducer,
  session: sessionReducer,
};

export const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer>;
