import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { selectModalStack } from '../features/modals';
import { ToastArea } from '../features/notifications';
import { useAppSelector } from './hooks';

const ModalLayer = lazy(() => import('./modal-layer'));

/**
 * What every page shares: the toast area (one toast at a time, above the modals) and the modal stack.
 */
export function RootLayout() {
  const stack = useAppSelector(selectModalStack);
  return (
    <>
      <Outlet />
      {stack.length > 0 ? (
        <Suspense fallback={null}>
          <ModalLayer stack={stack} />
        </Suspense>
      ) : null}
      <ToastArea />
    </>
  );
}
