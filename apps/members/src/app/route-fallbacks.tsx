import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorBoundary, PageErrorScreen } from '@quorum/ui';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** While a page's code loads. */
export function PageSpinner() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * Where pages render: a spinner while their code loads, and the generic error screen
 * (see docs/flows/members-shell.md) if one fails to render or to load (a deploy replaced the chunk, the network dropped);
 * Try Again reloads. Keyed on the path, so moving on clears a failed page.
 */
export function PageSlot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={() => <PageErrorScreen onRetry={() => window.location.reload()} />} onError={(error) => console.error('Page failed', error)}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
