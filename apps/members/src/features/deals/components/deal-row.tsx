import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DECISION_LABELS, dealStatusDisplay, type DealListItem } from '@quorum/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { DealIcon } from '../../favicons';
import { DealStatus } from './deal-status';
import { formatDate, hostOf } from './format';

/**
 * One deal of a list. Accepted and rejected deals open their page (the whole
 * row is the link); pending ones are greyed out and cannot be clicked. The network's decision,
 * once taken, follows the date; a tally sealed for this member says so instead of counting.
 */
export function DealRow({ deal, actions, href }: { deal: DealListItem; actions?: ReactNode; href?: string | undefined }) {
  const { canOpen } = dealStatusDisplay(deal.effectiveStatus);
  const host = hostOf(deal.url);
  return (
    <Box
      component="li"
      data-deal={deal.reportId}
      aria-disabled={canOpen ? undefined : 'true'}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr auto', sm: 'auto minmax(0, 1fr) 150px 110px auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        ...(canOpen ? { '&:hover': { bgcolor: 'action.hover' } } : { '& > *:not([data-actions])': { opacity: 0.55 } }),
      }}
    >
      <DealIcon deal={deal} size={36} />
      <Box sx={{ minWidth: 0 }}>
        {canOpen ? (
          <Link
            component={RouterLink}
            to={href ?? paths.dealDetail(deal.id, deal.name)}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {deal.name}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {deal.name}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {[host, formatDate(deal.createdAt), deal.vote?.outcome ? DECISION_LABELS[deal.vote.outcome] : null].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
        <DealStatus status={deal.effectiveStatus} />
      </Box>
      <Typography sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
        {deal.vote?.sealed ? 'Tally sealed' : `${deal.tally.yes} yes · ${deal.tally.no} no`}
      </Typography>
      <Box data-actions sx={{ position: 'relative', zIndex: 1, gridColumn: { xs: '3', sm: 'auto' }, gridRow: { xs: '1 / span 2', sm: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}>
        {actions}
      </Box>
    </Box>
  );
}
