import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CONTACT_PREFERENCES, type ProfileDraft } from '../profile-form-model';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '200px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

const notGiven = <Box component="span" sx={{ color: 'text.secondary' }}>Not given</Box>;

/** The profile as others in the network would read it. */
export function ProfileView({ draft, email }: { draft: ProfileDraft; email: string }) {
  const name = [draft.firstName, draft.lastName].filter(Boolean).join(' ');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label="Name">{name || notGiven}</Row>
      <Row label="Email">{email}</Row>
      <Row label="Phone">{draft.phone || notGiven}</Row>
      <Row label="Social profiles">
        {draft.socialProfiles.length === 0
          ? notGiven
          : draft.socialProfiles.map((entry, index) => (
              <Box component="span" key={index} sx={{ display: 'block' }}>
                {entry.network}:{' '}
                <Link href={entry.url} target="_blank" rel="noopener noreferrer">
                  {entry.url.replace(/^https?:\/\//, '')}
                </Link>
              </Box>
            ))}
      </Row>
      <Row label="Preferred contact">{CONTACT_PREFERENCES.find((option) => option.value === draft.preferredContact)?.label ?? 'Email'}</Row>
      <Row label="Investment interests">{draft.interests || notGiven}</Row>
    </Box>
  );
}
