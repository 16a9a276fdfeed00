import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Toast, ToastVariant } from './toast.types';

/** The toast state both apps keep under `notifications`, shown by their toast area through ToastHost. */
export interface NotificationsState {
  /** Only one toast is shown at a time: a new one replaces the one shown. */
  toast: Toast | null;
  lastId: number;
}

const initialState: NotificationsState = { toast: null, lastId: 0 };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<{ message: string; variant: ToastVariant }>) {
      state.lastId += 1;
      state.toast = { id: state.lastId, ...action.payload };
    },
    // A dismissal names its toast, so closing one that was already replaced leaves the new one up.
    toastDismissed(state, action: PayloadAction<{ id: number }>) {
      if (state.toast?.id === action.payload.id) state.toast = null;
    },
  },
});

export const notificationActions = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
export const selectToast = (state: { notifications: NotificationsState }) => state.notifications.toast;
