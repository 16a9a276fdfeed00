import Box from '@mui/material/Box';
import type { DealListItem } from '@quorum/domain';
import type { ReactNode } from 'react';
import { DealRow } from './deal-row';

/** A list of deals, each shown with its effectiveStatus. */
export function DealList({ deals, label, actions, hrefFor }: { deals: DealListItem[]; label: string; actions?: (deal: DealListItem) => ReactNode; hrefFor?: (deal: DealListItem) => string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
      {deals.map((deal) => (
        <DealRow key={deal.id} deal={deal} actions={actions?.(deal)} href={hrefFor?.(deal)} />
      ))}
    </Box>
  );
}
