import Box from '@mui/material/Box';
import { ToastHost } from '@quorum/ui';
import { lazy, Suspense, useCallback } from 'react';
import { Outlet } from 'react-router';
import { selectModalStack } from '../features/modals/modals.slice';
import { selectToast, toastDismissed } from '../features/toasts/toasts.slice';
import { useAppDispatch, useAppSelector } from './hooks';

const ModalLayer = lazy(() => import('./modal-layer'));

/**
 * What every page shares: the toast area (one toast at a time) and the modal stack. The toast
 * area sits above the modals (z-index 9000 and up), so a toast raised from a modal is seen.
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectToast);
  const stack = useAppSelector(selectModalStack);
  const dismiss = useCallback((id: number) => dispatch(toastDismissed({ id })), [dispatch]);
  return (
    <>
      <Outlet />
      {stack.length > 0 ? (
        <Suspense fallback={null}>
          <ModalLayer stack={stack} />
        </Suspense>
      ) : null}
      <Box sx={{ position: 'relative', zIndex: 20000 }}>
        <ToastHost toast={toast} onDismiss={dismiss} />
      </Box>
    </>
  );
}
