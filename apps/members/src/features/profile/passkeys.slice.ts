import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../auth';

/** The passkey being added or removed, and how that went: the section says it beside the list. */
export type PasskeyStep =
  | { status: 'idle' }
  | { status: 'working'; action: 'add' | 'remove' | 'confirm'; id?: string }
  | { status: 'done'; message: string }
  | { status: 'failed'; error: string };

export interface PasskeysState {
  step: PasskeyStep;
  /**
   * An admin's recovery code, shown once after their first passkey until they say they saved it;
   * only ever in memory (never stored, never sent anywhere).
   */
  recoveryCode: string | null;
}

const initialState: PasskeysState = { step: { status: 'idle' }, recoveryCode: null };

export const passkeysSlice = createSlice({
  name: 'passkeys',
  initialState,
  reducers: {
    passkeyAddRequested: (state) => {
      state.step = { status: 'working', action: 'add' };
    },
    passkeyRemoveRequested: (state, action: PayloadAction<{ id: string }>) => {
      state.step = { status: 'working', action: 'remove', id: action.payload.id };
    },
    /** The API asked for a step-up: the browser now asks the member to use one of their passkeys. */
    passkeyConfirmationAsked: (state) => {
      if (state.step.status === 'working') state.step = { ...state.step, action: 'confirm' };
    },
    passkeyStepDone: (state, action: PayloadAction<{ message: string }>) => {
      state.step = { status: 'done', message: action.payload.message };
    },
    passkeyStepFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.step = { status: 'failed', error: action.payload.message };
    },
    recoveryCodeShown: (state, action: PayloadAction<{ code: string }>) => {
      state.recoveryCode = action.payload.code;
    },
    recoveryCodeSaved: (state) => {
      state.recoveryCode = null;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { passkeyAddRequested, passkeyRemoveRequested, passkeyConfirmationAsked, passkeyStepDone, passkeyStepFailed, recoveryCodeShown, recoveryCodeSaved } =
  passkeysSlice.actions;

/** The slice joins the store with the profile page (passkeys.feature.ts); before that it reads as idle. */
export const selectPasskeys = (state: { passkeys?: PasskeysState }): PasskeysState => state.passkeys ?? initialState;
