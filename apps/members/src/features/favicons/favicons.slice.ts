import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FaviconCacheEntry } from '../../lib/favicon-rules';

/** Per domain: being checked, or the cache entry that says which icon to show. */
export type FaviconState = { entries: Record<string, FaviconCacheEntry | 'checking'> };

const initialState: FaviconState = { entries: {} };

export const faviconsSlice = createSlice({
  name: 'favicons',
  initialState,
  reducers: {
    /** An icon on screen has no entry yet; the saga checks it once. */
    faviconNeeded: (_state, _action: PayloadAction<{ domain: string }>) => undefined,
    faviconChecking: (state, action: PayloadAction<{ domain: string }>) => {
      state.entries[action.payload.domain] = 'checking';
    },
    faviconsPrefetchRequested: (_state, _action: PayloadAction<{ domains: Array<string | undefined> }>) => undefined,
    faviconResolved: (state, action: PayloadAction<{ domain: string; entry: FaviconCacheEntry }>) => {
      state.entries[action.payload.domain] = action.payload.entry;
    },
    faviconFailedToLoad: (state, action: PayloadAction<{ domain: string }>) => {
      const entry = state.entries[action.payload.domain];
      if (entry && entry !== 'checking') entry.isValid = false;
    },
  },
});

export const { faviconNeeded, faviconChecking, faviconsPrefetchRequested, faviconResolved, faviconFailedToLoad } = faviconsSlice.actions;

export const selectFavicon = (state: { favicons: FaviconState }, domain: string | undefined) => (domain ? state.favicons.entries[domain] : undefined);
