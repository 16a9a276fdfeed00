export { quorumTheme } from './lib/theme';
export { QuorumThemeProvider } from './lib/quorum-theme-provider';
export { QuorumLogo } from './lib/quorum-logo';
export { PublicTopBar, isLoginPath, type PublicTopBarProps } from './lib/top-bar/public-top-bar';
export { ToastHost, type ToastHostProps } from './lib/toasts/toast-host';
export { TOAST_VARIANTS, type Toast, type ToastVariant } from './lib/toasts/toast.types';
export { ErrorBoundary, type ErrorBoundaryProps } from './lib/errors/error-boundary';
export { ERROR_SCREEN_TEXT, PageErrorScreen, SectionErrorFallback, PageErrorBoundary, SectionErrorBoundary } from './lib/errors/error-screens';
export { AddIcon, CheckCircleIcon, CloseIcon, DeleteIcon, ErrorIcon, FileIcon, InfoIcon, UploadIcon } from './lib/icons/icons';
export {
  MenuIcon,
  ExpandMoreIcon,
  CancelIcon,
  ThumbUpIcon,
  ThumbDownIcon,
  LogoutIcon,
  PersonIcon,
  TuneIcon,
  DashboardIcon,
  FolderIcon,
  OpenInNewIcon,
  DownloadIcon,
  VisibilityIcon,
  GlobeIcon,
} from './lib/icons/shell-icons';
export { Confetti, type ConfettiProps } from './lib/confetti/confetti';
export { abortable } from './lib/abortable';
export { createInjectFeature, type LazyFeature, type LazyFeatureStore } from './lib/lazy-feature';
export { notificationActions, notificationsReducer, notificationsSlice, selectToast, type NotificationsState } from './lib/toasts/notifications.slice';
export { saveFile } from './lib/data-rights/save-file';
export { erasureExplanation, erasureRequestText, formatLongDate } from './lib/data-rights/erasure-text';
