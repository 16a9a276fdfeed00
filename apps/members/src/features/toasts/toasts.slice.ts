import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Toast, ToastVariant } from '@quorum/ui';

/** One toast at a time (spec 1 section 2, spec 2 section 9): a new one replaces the one shown. */
export interface ToastsState {
  current: Toast | null;
  lastId: number;
}

const initialState: ToastsState = { current: null, lastId: 0 };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<{ message: string; variant: ToastVariant }>) => {
        state.lastId += 1;
        state.current = { id: state.lastId, ...action.payload };
      },
      prepare: (message: string, variant: ToastVariant = 'default') => ({ payload: { message, variant } }),
    },
    toastDismissed: (state, action: PayloadAction<{ id: number }>) => {
      if (state.current?.id === action.payload.id) state.current = null;
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const selectToast = (state: { toasts: ToastsState }) => state.toasts.current;
