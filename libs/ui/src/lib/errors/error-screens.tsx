import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

/** The error screens' messages, word for word. */
export const ERROR_SCREEN_TEXT = {
  pageTitle: 'Something went wrong',
  pageBody: "We're sorry, but there was an error loading this section.",
  retry: 'Try Again',
  sectionTitle: 'Unable to load content',
  sectionBody: 'Please refresh the page to try again.',
} as const;

/** The whole page's error screen, with Try Again. */
export function PageErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 3 }}>
      <Box sx={{ maxWidth: 440 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1.5 }}>
          {ERROR_SCREEN_TEXT.pageTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {ERROR_SCREEN_TEXT.pageBody}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {ERROR_SCREEN_TEXT.retry}
        </Button>
      </Box>
    </Box>
  );
}

/** One column's fallback: the rest of the page keeps working. */
export function SectionErrorFallback() {
  return (
    <Box role="alert" sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {ERROR_SCREEN_TEXT.sectionTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ERROR_SCREEN_TEXT.sectionBody}
      </Typography>
    </Box>
  );
}

type BoundaryProps = { children: ReactNode; onError?: (error: unknown) => void };

export function PageErrorBoundary({ children, onError }: BoundaryProps) {
  return (
    <ErrorBoundary fallback={(reset) => <PageErrorScreen onRetry={reset} />} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}

export function SectionErrorBoundary({ children, onError }: BoundaryProps) {
  return (
    <ErrorBoundary fallback={() => <SectionErrorFallback />} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}
