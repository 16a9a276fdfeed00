import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** Names the tab after the page, so the browser history and screen readers say where you are. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Quorum` : 'Quorum';
  }, [title]);
}

export interface PageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Shown above the heading: a back link, a sub-navigation. */
  before?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** A page's frame: one h1, a line saying what the page is for, then the content. */
export function Page({ title, description, actions, before, maxWidth = 'lg', children }: PageProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {before}
      <Box sx={{ display: 'flex', alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: { xs: 2.5, md: 3.5 } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            {title}
          </Typography>
          {description ? (
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 680 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', flex: 'none' }}>{actions}</Box> : null}
      </Box>
      {children}
    </Container>
  );
}
