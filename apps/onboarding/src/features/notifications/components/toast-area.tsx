import { ToastHost } from '@quorum/ui';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { notificationActions, selectToast } from '../notifications.slice';

/** The page's toast area (spec 1 section 2), fed by the notifications slice. */
export function ToastArea() {
  const toast = useSelector(selectToast);
  const dispatch = useDispatch();
  const onDismiss = useCallback((id: number) => dispatch(notificationActions.toastDismissed({ id })), [dispatch]);
  return <ToastHost toast={toast} onDismiss={onDismiss} />;
}
