export { notificationActions, notificationsReducer, selectToast, type NotificationsState } from './notifications.slice';
export { ToastArea } from './components/toast-area';
