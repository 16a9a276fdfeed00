import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ModalFrame } from './modal-frame';
import type { ModalSpec } from './modals.slice';

type ReasonSpec = Extract<ModalSpec, { kind: 'reason' }>;

/**
 * Asks for a reason the other person will read (a rejection, a re-upload request), then sends it.
 * With `optional`, the text is a note that may stay blank (an erasure request); `message` says
 * first what confirming does.
 */
export function ReasonModal({ spec, position, onClose }: { spec: ReasonSpec; position: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  const missing = blank && !spec.optional;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    dispatch({ type: spec.onSubmit.type, payload: { ...spec.onSubmit.payload, ...(blank ? {} : { reason: reason.trim() }) } });
    onClose();
  };

  return (
    <ModalFrame position={position} title={spec.title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {spec.message ? (
          <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
            {spec.message.map((paragraph) => (
              <Typography key={paragraph}>{paragraph}</Typography>
            ))}
          </Box>
        ) : null}
        <TextField
          label={spec.label}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required={!spec.optional}
          autoFocus
          error={touched && missing}
          helperText={touched && missing ? 'Please write a reason' : (spec.hint ?? ' ')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={spec.destructive ? 'error' : 'primary'}>
            {spec.confirmLabel}
          </Button>
        </Box>
      </form>
    </ModalFrame>
  );
}
