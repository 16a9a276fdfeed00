import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { wizardActions } from '../wizard.slice';
import { useAppDispatch } from '../../../app/hooks';

/** Reset ("Reset clears everything"), behind a confirmation: it deletes answers and files. */
export function StartOver() {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button size="small" variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
        Start over
      </Button>
    );
  }
  return (
    <Box role="group" aria-labelledby="start-over-question">
      <Typography id="start-over-question" variant="body2" sx={{ mb: 1 }}>
        Delete your answers and files on this device and start a new application?
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" color="error" autoFocus onClick={() => { setConfirming(false); dispatch(wizardActions.resetRequested()); }}>
          Yes, start over
        </Button>
        <Button size="small" variant="text" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
