import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Toast, ToastVariant } from '@quorum/ui';

export interface NotificationsState {
  /** Spec 1 section 2: only one toast is shown at a time; a new one replaces the current one. */
  toast: Toast | null;
  lastId: number;
}

const initialState: NotificationsState = { toast: null, lastId: 0 };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<{ message: string; variant: ToastVariant }>) {
      state.lastId += 1;
      state.toast = { id: state.lastId, ...action.payload };
    },
    toastDismissed(state, action: PayloadAction<{ id: number }>) {
      if (state.toast?.id === action.payload.id) state.toast = null;
    },
  },
});

export const notificationActions = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
export const selectToast = (state: { notifications: NotificationsState }) => state.notifications.toast;
