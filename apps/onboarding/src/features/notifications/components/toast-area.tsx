import { notificationActions, selectToast, ToastHost } from '@quorum/ui';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

/** The page's toast area, fed by the notifications slice. */
export function ToastArea() {
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: number) => dispatch(notificationActions.toastDismissed({ id })), [dispatch]);
  return <ToastHost toast={toast} onDismiss={onDismiss} />;
}
