import Box from '@mui/material/Box';
import { notificationActions, selectToast, ToastHost } from '@quorum/ui';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/**
 * The page's toast area, fed by the notifications slice. It sits above the modals (z-index 9000
 * and up), so a toast raised from a modal is seen.
 */
export function ToastArea() {
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: number) => dispatch(notificationActions.toastDismissed({ id })), [dispatch]);
  return (
    <Box sx={{ position: 'relative', zIndex: 20000 }}>
      <ToastHost toast={toast} onDismiss={onDismiss} />
    </Box>
  );
}
