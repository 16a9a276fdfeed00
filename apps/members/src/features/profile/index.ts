// The profile feature's public API: what the menus show (initials, whether there is a profile).
// The page itself loads with its route (app/route-modules.ts).
export { profileSlice, selectHasProfile, selectInitials, selectProfile, type ProfileState } from './profile.slice';
export { profileSaga } from './profile.saga';
// What app/ wires: where the initials are remembered (app/store.ts).
export { initialsStorageKey } from './profile.slice';
// The webhook signing secret's section, which the profile page shows (docs/webhooks.md).
export { WebhookSecretSection } from './components/webhook-secret-section';
// The email notification preferences' section, which the profile page shows (docs/flows/notifications.md).
export { NotificationPreferencesSection } from './components/notification-preferences-section';
// The "Your data" section's lazily joined state (app/root-reducer.ts names its type; the code arrives with the profile page).
export type { dataRightsSlice } from './data-rights.slice';
// The passkeys section's lazily joined state, the same way.
export type { passkeysSlice } from './passkeys.slice';
