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
  const { link, deletion } = useAppSelector(selectServerDraft);
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
      {open ? (
        <Suspense fallback={null}>
          <ContinueDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
