import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of the full report; kept whole on a printed page where it fits. */
export function ReportSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ breakInside: 'avoid-page' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A headline figure (Agent Recommendation, Est. Evaluation); a long valuation text in a smaller size. */
export function ReportFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>{label}</Typography>
      <Typography sx={{ fontSize: value.length > 12 ? '1.125rem' : '1.5rem', fontWeight: 700, lineHeight: 1.35, mt: 0.25 }}>{value}</Typography>
    </Box>
  );
}

export const cardSx = { p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', breakInside: 'avoid' } as const;
