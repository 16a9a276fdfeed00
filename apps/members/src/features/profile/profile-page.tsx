import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { USER_MENU_TEXT } from '../../lib/menus';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadState } from '../../lib/load-state';
import { Page } from '../../lib/page';
import { selectEmail, selectIsNetworkMember, selectUser } from '../auth';
import { ProfileView } from './components/profile-view';
import { draftFrom } from './profile-form-model';
import { profileSaveRequested, selectProfileState } from './profile.slice';

// The form (and its text fields) loads on Edit, and the sections below the profile when the page
// shows them: reading the profile, and the prefetch after sign-in, stay light (the bench's /deals
// first load counts what that prefetch brings before the network goes idle).
const ProfileForm = lazy(async () => ({ default: (await import('./components/profile-form')).ProfileForm }));
const NotificationPreferencesSection = lazy(async () => ({ default: (await import('./components/notification-preferences-section')).NotificationPreferencesSection }));
const WebhookSecretSection = lazy(async () => ({ default: (await import('./components/webhook-secret-section')).WebhookSecretSection }));
const RepresentativeSection = lazy(async () => ({ default: (await import('./components/representative-section')).RepresentativeSection }));
const PasskeysSection = lazy(async () => ({ default: (await import('./components/passkeys-section')).PasskeysSection }));
const DataRightsSection = lazy(async () => ({ default: (await import('./components/data-rights-section')).DataRightsSection }));

const CARD = { p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' } as const;

/** /member/profile: 'Contact info, preferences, and more', to read and to edit. */
export function ProfilePage() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectEmail) ?? '';
  const { status, profile, saving, saveError } = useAppSelector(selectProfileState);
  // Webhooks sign report events of deals reviewed for the network: network members have none.
  const networkMember = useAppSelector(selectIsNetworkMember);
  // An entity or investment member is its representative, signed in: they may ask for someone else.
  const memberType = useAppSelector(selectUser)?.memberType;
  const representsOrganisation = memberType === 'Entity' || memberType === 'Investment';
  const [editing, setEditing] = useState(false);
  // Back to reading once a save went through.
  useEffect(() => {
    if (saving === 'idle') setEditing(false);
  }, [saving, profile]);

  return (
    <Page
      title={USER_MENU_TEXT.profile.label}
      description={USER_MENU_TEXT.profile.description}
      maxWidth="md"
      actions={!editing && status !== 'loading' ? <Button variant="contained" onClick={() => setEditing(true)}>Edit profile</Button> : undefined}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <LoadState status={status === 'none' ? 'loaded' : status} label="your profile">
          <Box sx={CARD}>
            {editing ? (
              <Suspense fallback={<ProfileView draft={draftFrom(profile)} email={email} />}>
                <ProfileForm
                  initial={draftFrom(profile)}
                  previous={profile}
                  saving={saving === 'saving'}
                  saveError={saveError}
                  onSave={(next) => dispatch(profileSaveRequested(next))}
                  onCancel={() => setEditing(false)}
                />
              </Suspense>
            ) : (
              <ProfileView draft={draftFrom(profile)} email={email} />
            )}
          </Box>
        </LoadState>
        <Suspense fallback={null}>
          <Box sx={CARD}>
            <PasskeysSection />
          </Box>
          <Box sx={CARD}>
            <NotificationPreferencesSection />
          </Box>
          {networkMember ? null : (
            <Box sx={CARD}>
              <WebhookSecretSection />
            </Box>
          )}
          {representsOrganisation ? (
            <Box sx={CARD}>
              <RepresentativeSection />
            </Box>
          ) : null}
          <Box sx={CARD}>
            <DataRightsSection />
          </Box>
        </Suspense>
      </Box>
    </Page>
  );
}
