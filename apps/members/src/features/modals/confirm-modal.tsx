import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { ModalFrame } from './modal-frame';
import type { ModalSpec } from './modals.slice';

type ConfirmSpec = Extract<ModalSpec, { kind: 'confirm' }>;

/** Asks before something that cannot be undone; the answer is the action the opener gave. */
export function ConfirmModal({ spec, position, onClose }: { spec: ConfirmSpec; position: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ModalFrame position={position} title={spec.title} onClose={onClose}>
      <Typography sx={{ mb: 3 }}>{spec.message}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={spec.destructive ? 'error' : 'primary'}
          onClick={() => {
            dispatch(spec.onConfirm);
            onClose();
          }}
        >
          {spec.confirmLabel}
        </Button>
      </Box>
    </ModalFrame>
  );
}
