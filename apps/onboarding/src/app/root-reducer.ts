import { combineReducers } from '@reduxjs/toolkit';
import { notificationsReducer } from '../features/notifications';
import { sessionReducer } from '../features/session';
import { submissionReducer } from '../features/submission';
import { wizardReducer } from '../features/wizard';

export const rootReducer = combineReducers({
  wizard: wizardReducer,
  submission: submissionReducer,
  notifications: notificationsReducer,
  session: sessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
