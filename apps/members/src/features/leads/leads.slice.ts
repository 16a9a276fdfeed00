import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lead } from '@quorum/domain';
import { signedOut } from '../auth/auth.slice';

export interface LeadsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: Lead[];
  error: string | null;
}

const initialState: LeadsState = { status: 'idle', items: [], error: null };

export const leadsSlice = createSlice({
  name: 'leads',
  initialState,
  reducers: {
    leadsRequested: (state) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    leadsLoaded: (state, action: PayloadAction<{ leads: Lead[] }>) => {
      state.status = 'loaded';
      state.items = action.payload.leads;
      state.error = null;
    },
    leadsLoadFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.status = state.items.length > 0 ? 'loaded' : 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { leadsRequested, leadsLoaded, leadsLoadFailed } = leadsSlice.actions;
export const selectLeads = (state: { leads: LeadsState }) => state.leads;
