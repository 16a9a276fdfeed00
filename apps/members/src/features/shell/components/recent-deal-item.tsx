import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { dealStatusDisplay, type RecentDeal } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { DealStatus } from '../../deals';
import { DealIcon } from '../../favicons';

/** One of Your Recent Deals: only an accepted or rejected deal opens. */
export function RecentDealItem({ deal, onOpen }: { deal: RecentDeal; onOpen?: () => void }) {
  const { canOpen } = dealStatusDisplay(deal.effectiveStatus);
  const body = (
    <>
      <DealIcon deal={deal} size={28} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '0.9375rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {deal.name}
        </Typography>
        <DealStatus status={deal.effectiveStatus} />
      </Box>
    </>
  );
  const row = { display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, borderRadius: 2 } as const;
  return canOpen ? (
    <Link component={RouterLink} to={paths.dealDetail(deal.reportId, deal.name)} underline="none" color="inherit" onClick={onOpen} sx={{ ...row, '&:hover': { bgcolor: 'action.hover' } }}>
      {body}
    </Link>
  ) : (
    <Box aria-disabled="true" sx={{ ...row, opacity: 0.6 }}>
      {body}
    </Box>
  );
}
