import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './auth.slice';

/** Where a confirmation with a passkey stands: waiting for the person, the browser's prompt open, or failed with a reason. */
export interface ConfirmationStep {
  status: 'idle' | 'prompting';
  error: string | null;
}

export interface StepUpState {
  /** The dialog a refused call opens (features/auth/components/step-up-modal.tsx). */
  dialog: ConfirmationStep;
  /** The admin pages' own "Confirm it is you" (features/auth/components/admin-passkey-gate.tsx). */
  gate: ConfirmationStep;
  /** The recovery code form under it; `done` once a code removed the passkeys (the setup page says so). */
  recovery: { status: 'idle' | 'sending'; error: string | null; done?: boolean };
}

const idle: ConfirmationStep = { status: 'idle', error: null };
const initialState: StepUpState = { dialog: idle, gate: idle, recovery: { status: 'idle', error: null } };

export const stepUpSlice = createSlice({
  name: 'stepUp',
  initialState,
  reducers: {
    /** A call was refused until the admin confirms it is them again: the dialog opens with the API's words. */
    stepUpRequired: (state, _action: PayloadAction<{ message: string }>) => {
      state.dialog = idle;
    },
    stepUpConfirmClicked: (state) => {
      state.dialog = { status: 'prompting', error: null };
    },
    stepUpFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.dialog = { status: 'idle', error: action.payload.message };
    },
    adminConfirmationRequested: (state) => {
      state.gate = { status: 'prompting', error: null };
    },
    adminConfirmationFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.gate = { status: 'idle', error: action.payload.message };
    },
    adminConfirmationDone: (state) => {
      state.gate = idle;
    },
    recoveryCodeSubmitted: (state, _action: PayloadAction<{ code: string }>) => {
      state.recovery = { status: 'sending', error: null };
    },
    recoveryFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.recovery = { status: 'idle', error: action.payload.message };
    },
    recoveryDone: (state) => {
      state.recovery = { status: 'idle', error: null, done: true };
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  stepUpRequired,
  stepUpConfirmClicked,
  stepUpFailed,
  adminConfirmationRequested,
  adminConfirmationFailed,
  adminConfirmationDone,
  recoveryCodeSubmitted,
  recoveryFailed,
  recoveryDone,
} = stepUpSlice.actions;

export const selectStepUp = (state: { stepUp: StepUpState }) => state.stepUp;
