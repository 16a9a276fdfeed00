import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon } from '../icons/icons';
import type { Toast, ToastVariant } from './toast.types';

export interface ToastHostProps {
  /** The one toast to show (only one toast is shown at a time), or none. */
  toast: Toast | null;
  onDismiss: (id: number) => void;
  /** How long default and success toasts stay; destructive ones stay until dismissed. */
  autoHideMs?: number;
}

const LOOK: Record<ToastVariant, { bgcolor: string; Icon: typeof InfoIcon }> = {
  default: { bgcolor: 'grey.900', Icon: InfoIcon },
  destructive: { bgcolor: 'error.main', Icon: ErrorIcon },
  success: { bgcolor: 'success.main', Icon: CheckCircleIcon },
};

/**
 * The toast area. Both live regions are always in the page, so a screen reader announces a toast
 * the moment it appears: errors assertively (role alert), the rest politely (role status). The
 * timer pauses while the pointer or focus is on the toast, so nobody loses a message mid-read.
 */
export function ToastHost({ toast, onDismiss, autoHideMs = 6000 }: ToastHostProps) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!toast || toast.variant === 'destructive' || paused) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), autoHideMs);
    return () => clearTimeout(timer);
  }, [toast, paused, autoHideMs, onDismiss]);

  const body = toast ? <ToastCard toast={toast} onDismiss={onDismiss} onPause={setPaused} /> : null;
  return (
    <Box
      component="section"
      aria-label="Notifications"
      sx={{ position: 'fixed', zIndex: 'snackbar', bottom: { xs: 16, sm: 24 }, left: { xs: 16, sm: 'auto' }, right: { xs: 16, sm: 24 }, maxWidth: { sm: 420 } }}
    >
      <div role="alert">{toast?.variant === 'destructive' ? body : null}</div>
      <div role="status">{toast && toast.variant !== 'destructive' ? body : null}</div>
    </Box>
  );
}

function ToastCard({ toast, onDismiss, onPause }: { toast: Toast; onDismiss: (id: number) => void; onPause: (paused: boolean) => void }) {
  const { bgcolor, Icon } = LOOK[toast.variant];
  return (
    <Box
      data-variant={toast.variant}
      onMouseEnter={() => onPause(true)}
      onMouseLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, p: 1.5, pl: 2, borderRadius: 2, boxShadow: 6, bgcolor, color: 'common.white' }}
    >
      <Icon fontSize="small" sx={{ mt: '3px' }} />
      <Typography variant="body2" sx={{ flex: 1, py: 0.25 }}>
        {toast.message}
      </Typography>
      <IconButton size="small" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)} sx={{ color: 'inherit', mt: -0.5, mr: -0.5 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
