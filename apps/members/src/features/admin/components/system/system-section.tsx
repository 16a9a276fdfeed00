import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the System page: a titled section, its figures first. */
export function SystemSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Figures side by side, each a label over its value: a description list, so a screen reader pairs them. */
export function Figures({ items }: { items: Array<{ label: string; value: ReactNode; tone?: 'warning' | 'error' }> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ p: 1.5, border: 1, borderColor: item.tone ? `${item.tone}.main` : 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
          <Typography component="dt" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.125rem', fontWeight: 700, color: item.tone ? `${item.tone}.dark` : 'text.primary', overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
