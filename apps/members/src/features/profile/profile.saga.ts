import type { ApiResult } from '@quorum/api-client';
import { CONSTANTS, type Profile } from '@quorum/domain';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { dependencies } from '../../app/dependencies';
import { readJson, writeJson } from '../../lib/key-value-storage';
import { selectEmail, sessionRestored, signedIn, signedOut } from '../auth';
import { notificationActions } from '../notifications';
import { fetchProfile, updateProfile } from './profile.api';
import { initialsStorageKey, profileLoaded, profileRequested, profileSaved, profileSaveFailed, profileSaveRequested, type ProfileState } from './profile.slice';

const CACHE_KEY = 'quorum.profile';
type CachedProfile = { email: string; profile: Profile | null; at: number };

/** The profile session cache: a copy under 5 minutes old is used. */
function* loadProfile(action: ReturnType<typeof profileRequested>) {
  const { email } = action.payload;
  const { sessionStore: storage, now } = yield* dependencies();
  const cached = readJson<CachedProfile>(storage, CACHE_KEY);
  if (cached && cached.email === email && now() - cached.at >= 0 && now() - cached.at < CONSTANTS.PROFILE_CACHE_MS) {
    yield put(profileLoaded({ email, profile: cached.profile }));
    return;
  }
  const { api } = yield* dependencies();
  const result: ApiResult<Profile | null> = yield call(fetchProfile, api);
  // A profile failure is only logged; the member is treated as having none.
  if (!result.ok) console.warn(`Profile could not be loaded: ${result.error}`);
  const profile = result.ok ? result.data : null;
  if (result.ok) writeJson(storage, CACHE_KEY, { email, profile, at: now() } satisfies CachedProfile);
  yield put(profileLoaded({ email, profile }));
}

/** Whenever the signed-in email changes, the profile is asked for. */
function* onSession() {
  const email: string | null = yield select(selectEmail);
  const known: ProfileState = yield select((state: { profile: ProfileState }) => state.profile);
  if (email && (known.email !== email || known.status === 'idle')) yield put(profileRequested({ email }));
}

function* saveProfile(action: ReturnType<typeof profileSaveRequested>) {
  const { api, sessionStore: storage, now } = yield* dependencies();
  const email: string | null = yield select(selectEmail);
  const result: ApiResult<Profile | null> = yield call(updateProfile, api, action.payload);
  if (!result.ok) {
    yield put(profileSaveFailed({ message: result.error }));
    return;
  }
  if (email) writeJson(storage, CACHE_KEY, { email, profile: result.data, at: now() } satisfies CachedProfile);
  yield put(profileSaved({ profile: result.data }));
  yield put(notificationActions.toastShown({ message: 'Profile saved', variant: 'success' }));
}

/** Keeps this tab's initials so a reload shows them before the profile answers. */
function* rememberInitials() {
  const { sessionStore: storage } = yield* dependencies();
  const cached: ProfileState['cachedInitials'] = yield select((state: { profile: ProfileState }) => state.profile.cachedInitials);
  if (cached) writeJson(storage, initialsStorageKey, cached);
}

function* forget() {
  const { sessionStore: storage } = yield* dependencies();
  storage.removeItem(CACHE_KEY);
  storage.removeItem(initialsStorageKey);
}

export function* profileSaga() {
  yield takeLatest([sessionRestored.type, signedIn.type], onSession);
  yield takeLatest(profileRequested.type, loadProfile);
  yield takeLatest(profileSaveRequested.type, saveProfile);
  yield takeLatest([profileLoaded.type, profileSaved.type], rememberInitials);
  yield takeLatest(signedOut.type, forget);
}
