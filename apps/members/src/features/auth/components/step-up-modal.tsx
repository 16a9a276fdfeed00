import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ModalFrame } from '../../modals';
import { selectStepUp, stepUpConfirmClicked } from '../step-up.slice';

/**
 * "Confirm it is you": what the admin just did needs a passkey confirmation more recent than the
 * session has (the API's message says which), and goes through once they give it. Cancel leaves
 * it undone, with the API's refusal shown where the action was.
 */
export function StepUpModal({ message, position, onClose }: { message: string; position: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { dialog } = useAppSelector(selectStepUp);
  const prompting = dialog.status === 'prompting';
  return (
    <ModalFrame position={position} title="Confirm it is you" onClose={onClose} closeOnOutsideClick={false}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', mb: 1 }}>
        {prompting ? <Typography color="text.secondary">Use your passkey when your browser asks…</Typography> : null}
      </Box>
      {dialog.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {dialog.error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" autoFocus disabled={prompting} onClick={() => dispatch(stepUpConfirmClicked())}>
          Use my passkey
        </Button>
      </Box>
    </ModalFrame>
  );
}
