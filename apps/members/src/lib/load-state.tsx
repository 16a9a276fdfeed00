import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The waiting, failed and empty states every list shares. The failure box is drawn here rather
 * than with MUI's Alert: lists are on the first screen, and Alert would add its weight to it.
 */
export function LoadState({ status, error, onRetry, empty, label, children }: { status: 'idle' | 'loading' | 'loaded' | 'failed' | 'none'; error?: string | null; onRetry?: () => void; empty?: ReactNode | false; label: string; children: ReactNode }) {
  if (status === 'idle' || status === 'loading') {
    return (
      <Box role="status" aria-label={`Loading ${label}`} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Box>
    );
  }
  if (status === 'failed') {
    return (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', p: 2, borderRadius: 2, bgcolor: '#fbe9e7', color: '#8c1d18' }}>
        <Typography sx={{ fontWeight: 600 }}>{error}</Typography>
        {onRetry ? (
          <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Box>
    );
  }
  if (empty) {
    return (
      <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3, p: { xs: 3, sm: 5 }, textAlign: 'center', bgcolor: 'background.paper' }}>
        {typeof empty === 'string' ? <Typography color="text.secondary">{empty}</Typography> : empty}
      </Box>
    );
  }
  return <>{children}</>;
}

/**
 * RTK Query's answer as the waiting, failed and loaded states the pages draw.
 * Only an answer for the current argument counts: a new filter shows the spinner, not the old list.
 */
export function loadStatusOf(query: { currentData?: unknown; isError: boolean }): 'loading' | 'loaded' | 'failed' {
  if (query.currentData !== undefined) return 'loaded';
  return query.isError ? 'failed' : 'loading';
}

/** The message of a failed read, for the page's failure box. */
export function errorMessageOf(error: unknown): string | null {
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : null;
}
