import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

/**
 * The heading of one state of the page. Focusable from script only (tabIndex -1): when the state
 * changes, focus moves here so a screen reader reads where the person now is.
 */
export function StateHeading({ headingRef, level = 1, id, children }: { headingRef?: Ref<HTMLHeadingElement> | undefined; level?: 1 | 2; id?: string; children: ReactNode }) {
  return (
    <Typography
      ref={headingRef}
      id={id}
      component={level === 1 ? 'h1' : 'h2'}
      tabIndex={-1}
      sx={{ fontSize: level === 1 ? { xs: '1.375rem', md: '1.625rem' } : '1.0625rem', fontWeight: 700, lineHeight: 1.3, mb: 1, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
