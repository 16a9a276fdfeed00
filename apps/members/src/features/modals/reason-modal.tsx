import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ModalFrame } from './modal-frame';
import type { ModalSpec } from './modals.slice';

type ReasonSpec = Extract<ModalSpec, { kind: 'reason' }>;

/** Asks for a reason the other person will read (a rejection, a re-upload request), then sends it. */
export function ReasonModal({ spec, position, onClose }: { spec: ReasonSpec; position: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank) return;
    dispatch({ type: spec.onSubmit.type, payload: { ...spec.onSubmit.payload, reason: reason.trim() } });
    onClose();
  };

  return (
    <ModalFrame position={position} title={spec.title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={spec.label}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          error={touched && blank}
          helperText={touched && blank ? 'Please write a reason' : (spec.hint ?? ' ')}
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
