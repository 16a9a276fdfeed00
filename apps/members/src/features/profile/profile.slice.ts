import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userInitials, type Profile } from '@quorum/domain';
import { signedOut } from '../auth';

/**
 * The member's profile: loaded whenever the signed-in email changes.
 * 'none' is a real answer: no profile means no Profile or My Submissions in the menu.
 */
export interface ProfileState {
  status: 'idle' | 'loading' | 'loaded' | 'none';
  email: string | null;
  profile: Profile | null;
  saving: 'idle' | 'saving' | 'failed';
  saveError: string | null;
  /** The initials last shown to this email in this tab (cached per email for the session). */
  cachedInitials: { email: string; initials: string } | null;
}

const initialState: ProfileState = { status: 'idle', email: null, profile: null, saving: 'idle', saveError: null, cachedInitials: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequested: (state, action: PayloadAction<{ email: string }>) => {
      if (state.email !== action.payload.email) {
        state.status = 'loading';
        state.profile = null;
      }
      state.email = action.payload.email;
    },
    profileLoaded: (state, action: PayloadAction<{ email: string; profile: Profile | null }>) => {
      if (state.email !== action.payload.email) return;
      state.status = action.payload.profile ? 'loaded' : 'none';
      state.profile = action.payload.profile;
      state.cachedInitials = { email: action.payload.email, initials: userInitials(action.payload.profile, action.payload.email) };
    },
    profileSaveRequested: (state, _action: PayloadAction<Profile>) => {
      state.saving = 'saving';
      state.saveError = null;
    },
    profileSaved: (state, action: PayloadAction<{ profile: Profile | null }>) => {
      state.saving = 'idle';
      state.profile = action.payload.profile;
      state.status = action.payload.profile ? 'loaded' : 'none';
      if (state.email) state.cachedInitials = { email: state.email, initials: userInitials(action.payload.profile, state.email) };
    },
    profileSaveFailed: (state, action: PayloadAction<{ message: string }>) => {
      state.saving = 'failed';
      state.saveError = action.payload.message;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { profileRequested, profileLoaded, profileSaveRequested, profileSaved, profileSaveFailed } = profileSlice.actions;

type WithProfile = { profile: ProfileState };
export const selectProfileState = (state: WithProfile) => state.profile;
export const selectProfile = (state: WithProfile) => state.profile.profile;
export const selectHasProfile = (state: WithProfile) => state.profile.status === 'loaded';

/** The round menu's initials: from the profile once loaded, else this tab's cached ones, else the email. */
export const selectInitials = (state: WithProfile & { auth: { user: { email: string } | null } }): string => {
  const email = state.auth.user?.email ?? null;
  const { profile, cachedInitials } = state.profile;
  if (state.profile.email === email && (state.profile.status === 'loaded' || state.profile.status === 'none')) return userInitials(profile, email);
  if (cachedInitials && cachedInitials.email === email) return cachedInitials.initials;
  return userInitials(null, email);
};

const INITIALS_KEY = 'quorum.initials';
export const initialsStorageKey = INITIALS_KEY;
