import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectWizardStatus } from '../../wizard';
import { selectServerDraft, serverDraftActions } from '../server-draft.slice';

// The dialog, its form and the API calls load on first use: most applicants finish on one device.
const ContinueDialog = lazy(() => import('./continue-dialog'));

/**
 * Under the wizard at every step: "Continue on another device", and once a server copy exists,
 * "Delete the saved copy" behind a confirmation (docs/flows/wizard.md).
 */
export function ServerDraftControls() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectWizardStatus);
  const { link, deletion, detached } = useAppSelector(selectServerDraft);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (status !== 'editing') return null;
  return (
    <Box component="section" aria-labelledby="server-draft-heading" sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography id="server-draft-heading" component="h2" variant="subtitle2">
        Switching devices?
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Continue on another device
      </Button>
      {link ? (
        <Box role="group" aria-labelledby="saved-copy-note">
          <Typography id="saved-copy-note" variant="body2" sx={{ mb: 1 }}>
            {confirming ? 'Delete the copy saved for your other devices? Your progress on this device stays.' : 'A copy of this application is saved for your other devices.'}
          </Typography>
          {confirming ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="contained"
                color="error"
                autoFocus
                onClick={() => {
                  setConfirming(false);
                  dispatch(serverDraftActions.serverDraftDeleteRequested());
                }}
              >
                Yes, delete the saved copy
              </Button>
              <Button size="small" variant="text" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Box>
          ) : (
            <Button size="small" variant="text" color="error" disabled={deletion === 'deleting'} onClick={() => setConfirming(true)}>
              Delete the saved copy
            </Button>
          )}
        </Box>
      ) : null}
      {detached ? <DetachedCopy relink={detached.relink} /> : null}
      {open ? (
        <Suspense fallback={null}>
          <ContinueDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** What the applicant reads, and may do, when the saved copy stopped answering this browser. */
const DETACHED_TEXT = {
  idle: 'This device no longer updates your saved copy: it was opened from its link on another device, or it no longer exists. To keep this device in step, open a new link here.',
  sending: 'Sending a new link…',
  sent: 'We sent a new link to the address of your saved copy. Open it on this device to keep both devices in step.',
  gone: 'Your saved copy no longer exists. Your progress on this device is kept.',
  failed: "We couldn't send a new link. Please try again.",
} as const;

function DetachedCopy({ relink }: { relink: NonNullable<ReturnType<typeof selectServerDraft>['detached']>['relink'] }) {
  const dispatch = useAppDispatch();
  const asking = relink === 'idle' || relink === 'failed' || relink === 'sending';
  return (
    <Alert severity={relink === 'failed' ? 'error' : 'info'} role="status" sx={{ width: '100%', boxSizing: 'border-box' }}>
      {DETACHED_TEXT[relink]}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {asking ? (
          <Button size="small" variant="outlined" disabled={relink === 'sending'} onClick={() => dispatch(serverDraftActions.relinkRequested())}>
            Email me a new link
          </Button>
        ) : null}
        <Button size="small" variant="text" onClick={() => dispatch(serverDraftActions.detachedDismissed())}>
          Dismiss
        </Button>
      </Box>
    </Alert>
  );
}
