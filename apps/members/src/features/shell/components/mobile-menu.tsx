import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { mobileMenuItems } from '../../../lib/menus';
import { mobileRecentDeals, showingCountText } from '../mobile-recent-deals';
import { CloseIcon, QuorumLogo } from '@quorum/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useNow } from '../../../lib/use-now';
import { selectRoles, signOutRequested } from '../../auth';
import { selectRecentDeals, selectSubmissionCount } from '../../deals';
import { modalOpened } from '../../modals';
import { selectHasProfile } from '../../profile';
import { mobileMenuClosed } from '../shell.slice';
import { useSwipeToClose } from '../use-swipe-to-close';
import { MobileMenuLinks } from './mobile-menu-links';
import { RecentDealItem } from './recent-deal-item';
import { RECENT_DEALS_LABEL } from './recent-deals-menu';

/**
 * The mobile slide-in menu, from the right: a modal dialog named Menu
 * (the drawer's paper carries the role). Escape, the backdrop, the close button and a swipe to
 * the right close it; focus stays inside while it is open.
 * Loaded only when first opened.
 */
export default function MobileMenu({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectRoles);
  const hasProfile = useAppSelector(selectHasProfile);
  const count = useAppSelector(selectSubmissionCount);
  const recent = useAppSelector(selectRecentDeals).items;
  const now = useNow();
  const close = () => dispatch(mobileMenuClosed());
  const swipe = useSwipeToClose(close);
  const items = mobileMenuItems({ hasProfile, roles });
  const { shown, total } = mobileRecentDeals(recent, now);
  const showing = showingCountText(shown.length, total);

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 'min(360px, 88vw)' } } }}>
      <Box
        {...swipe.handlers}
        data-testid="mobile-menu"
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', transform: `translateX(${swipe.offset}px)`, transition: swipe.offset === 0 ? 'transform 150ms' : 'none' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64, borderBottom: 1, borderColor: 'divider' }}>
          <QuorumLogo />
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => {
              close();
              dispatch(modalOpened({ kind: 'submitDeal' }));
            }}
          >
            Submit a Deal
          </Button>
          <Box component="section" aria-labelledby="mobile-recent-heading">
            <Typography id="mobile-recent-heading" variant="overline" component="h2" sx={{ color: 'text.secondary', px: 1.5, fontWeight: 700 }}>
              {RECENT_DEALS_LABEL}
            </Typography>
            {shown.length > 0 ? shown.map((deal) => <RecentDealItem key={deal.reportId} deal={deal} onOpen={close} />) : (
              <Typography color="text.secondary" sx={{ px: 1.5, py: 1, fontSize: '0.9375rem' }}>
                You have not submitted a deal yet.
              </Typography>
            )}
            {showing ? <Typography sx={{ px: 1.5, pt: 0.5, color: 'text.secondary', fontSize: '0.8125rem' }}>{showing}</Typography> : null}
          </Box>
          <MobileMenuLinks items={items} submissionCount={count} onNavigate={close} onSignOut={() => dispatch(signOutRequested())} />
        </Box>
      </Box>
    </Drawer>
  );
}
