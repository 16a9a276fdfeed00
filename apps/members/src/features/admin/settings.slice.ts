import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NetworkSettings } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';

/** Settings ('Parameters and investment strategy'): the approval threshold and the strategy. */
export interface SettingsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  settings: NetworkSettings | null;
  error: string | null;
  saving: 'idle' | 'saving' | 'failed';
  saveError: string | null;
}

const initialState: SettingsState = { status: 'idle', settings: null, error: null, saving: 'idle', saveError: null };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsRequested: (state) => {
      state.status = state.settings ? 'loaded' : 'loading';
    },
    settingsLoaded: (state, action: PayloadAction<NetworkSettings>) => {
      state.status = 'loaded';
      state.settings = action.payload;
      state.error = null;
    },
    settingsLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    settingsSaveRequested: (state, _action: PayloadAction<NetworkSettings>) => {
      state.saving = 'saving';
      state.saveError = null;
    },
    settingsSaved: (state, action: PayloadAction<NetworkSettings>) => {
      state.saving = 'idle';
      state.settings = action.payload;
    },
    settingsSaveFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.saving = 'failed';
      state.saveError = action.payload.message;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { settingsRequested, settingsLoaded, settingsLoadFailed, settingsSaveRequested, settingsSaved, settingsSaveFailed } = settingsSlice.actions;
export const selectSettings = (state: { settings?: SettingsState }) => state.settings ?? initialState;
