import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { recentDealsForMenu } from '@quorum/domain';
import { ExpandMoreIcon } from '@quorum/ui';
import { useCallback, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { selectRecentDeals } from '../../deals';
import { dealsMenuClosed, dealsMenuOpened, selectShell } from '../shell.slice';
import { useDismiss } from '../use-dismiss';
import { useHoverMenu } from '../use-hover-menu';
import { RecentDealItem } from './recent-deal-item';

export const RECENT_DEALS_LABEL = 'Your Recent Deals';

/**
 * Your Recent Deals: opens on hover (or a click, for keyboards and
 * touch), closes 3 s after the pointer leaves, on an outside click or on Escape; shows up to 3 of
 * the member's deals created in the last hour.
 */
export function RecentDealsMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectShell).dealsMenuOpen;
  const { items, status } = useAppSelector(selectRecentDeals);
  const now = useNow();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => dispatch(dealsMenuClosed()), [dispatch]);
  const { onToggle, ...hover } = useHoverMenu(open, () => dispatch(dealsMenuOpened()), close);
  useDismiss(container, open, close, trigger);
  const shown = recentDealsForMenu(items, now);

  return (
    <Box ref={container} sx={{ position: 'relative' }} {...hover}>
      <Button
        ref={trigger}
        color="inherit"
        aria-expanded={open}
        aria-controls="recent-deals-panel"
        onClick={onToggle}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}
      >
        {RECENT_DEALS_LABEL}
      </Button>
      {open ? (
        <Box
          id="recent-deals-panel"
          role="region"
          aria-label={RECENT_DEALS_LABEL}
          sx={{ position: 'absolute', right: 0, top: 'calc(100% + 8px)', width: 320, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, boxShadow: 8, p: 1, zIndex: 'modal' }}
        >
          {shown.length > 0 ? (
            shown.map((deal) => <RecentDealItem key={deal.reportId} deal={deal} onOpen={close} />)
          ) : (
            <Typography color="text.secondary" sx={{ px: 1.5, py: 1.5, fontSize: '0.9375rem' }}>
              {status === 'loading' ? 'Loading your deals…' : 'No deals submitted in the last hour.'}
            </Typography>
          )}
          <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1, px: 1.5, pb: 0.5 }}>
            <Link component={RouterLink} to={paths.submissions} onClick={close} sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
              All my submissions
            </Link>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
