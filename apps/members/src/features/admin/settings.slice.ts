import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NetworkSettings } from '@quorum/domain';
import { signedOut } from '../auth';

/** Saving the settings ('Parameters and investment strategy'); the settings themselves are a read (admin.queries.ts). */
export interface SettingsState {
  saving: 'idle' | 'saving' | 'failed';
  saveError: string | null;
}

const initialState: SettingsState = { saving: 'idle', saveError: null };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsSaveRequested: (state, _action: PayloadAction<NetworkSettings>) => {
      state.saving = 'saving';
      state.saveError = null;
    },
    settingsSaved: (state, _action: PayloadAction<NetworkSettings>) => {
      state.saving = 'idle';
    },
    settingsSaveFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.saving = 'failed';
      state.saveError = action.payload.message;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { settingsSaveRequested, settingsSaved, settingsSaveFailed } = settingsSlice.actions;
export const selectSettings = (state: { settings?: SettingsState }) => state.settings ?? initialState;
