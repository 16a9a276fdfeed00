export { notificationActions, notificationsReducer, notificationsSlice, selectToast, type NotificationsState } from '@quorum/ui';
export { ToastArea } from './components/toast-area';
