import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationKind, NotificationPreferences } from '@quorum/domain';
import { useId } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { QueryState } from '../../../lib/query-state';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../notification-preferences.queries';

/** The kinds of email, in the order the section lists them. */
const KINDS: ReadonlyArray<{ key: NotificationKind; label: string }> = [
  { key: 'dealOpened', label: 'A deal opens for voting' },
  { key: 'closingSoon', label: 'A vote closes in 24 hours and I have not voted' },
  { key: 'dealDecided', label: 'A deal I voted on or submitted is decided' },
  { key: 'roundOpened', label: 'A round opens for investment' },
];

/**
 * Which emails about network votes and rounds the member receives (docs/flows/notifications.md), each
 * choice saved as soon as it is made. While a choice is on its way the switches show it and wait;
 * if it fails they go back to what the server holds and the message says so.
 */
export function NotificationPreferencesSection() {
  const query = useGetNotificationPreferencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveNotificationPreferencesMutation();
  const headingId = useId();
  const kindsId = useId();
  const shown = saving.isLoading && saving.originalArgs ? saving.originalArgs : query.currentData;

  const choose = (key: keyof NotificationPreferences, on: boolean) => {
    if (shown) void save({ ...shown, [key]: on });
  };

  const status = saving.isLoading ? 'Saving…' : saving.isSuccess ? 'Saved' : '';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        Email notifications
      </Typography>
      <QueryState query={query} label="your email settings">
        {shown ? (
          <>
            <Typography id={kindsId} color="text.secondary">
              Email me when:
            </Typography>
            <FormGroup role="group" aria-labelledby={kindsId}>
              {KINDS.map(({ key, label }) => (
                <FormControlLabel key={key} label={label} control={<Switch checked={shown[key]} disabled={saving.isLoading} onChange={(event) => choose(key, event.target.checked)} />} />
              ))}
            </FormGroup>
            <FormControlLabel
              label="Send me one email a day instead"
              control={<Switch checked={shown.digest} disabled={saving.isLoading} onChange={(event) => choose('digest', event.target.checked)} />}
            />
            <Typography role="status" color="text.secondary">
              {status}
            </Typography>
            {saving.isError ? <Typography role="alert">{errorMessageOf(saving.error)}</Typography> : null}
          </>
        ) : null}
      </QueryState>
    </Box>
  );
}
