import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ScreeningHit } from '@quorum/domain';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { useReactivateMemberMutation } from '../screening.queries';

/**
 * Gives a member back the access a true match paused, after the admin confirms. `state` is the
 * member's as the members list says; while it is not known the button shows and the API decides.
 */
export function MemberReactivation({ hit, state }: { hit: ScreeningHit; state: string | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const [reactivate, reactivation] = useReactivateMemberMutation();
  if (reactivation.isSuccess) {
    return (
      <Typography role="status" sx={{ fontWeight: 600, color: 'success.dark' }}>
        Access of {hit.personName} reactivated.
      </Typography>
    );
  }
  if (state !== undefined && state !== 'suspended') return <Typography>Access of {hit.personName}: {state}.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {reactivation.isError ? <Alert severity="error">{errorMessageOf(reactivation.error)}</Alert> : null}
      {confirming ? (
        <Box role="group" aria-label={`Confirm reactivating ${hit.personName}`} sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography>Reactivate the access of {hit.personName}? They can sign in again at once; the true match stays on record.</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={reactivation.isLoading} onClick={() => void reactivate(hit.subjectId)}>
              {reactivation.isLoading ? 'Reactivating…' : 'Yes, reactivate'}
            </Button>
            <Button variant="outlined" disabled={reactivation.isLoading} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            Reactivate access
          </Button>
        </Box>
      )}
    </Box>
  );
}
