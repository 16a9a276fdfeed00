import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { showsMainNavigation } from '../../../lib/menus';
import { MenuIcon, QuorumLogo } from '@quorum/ui';
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { selectRoles } from '../../auth';
import { modalOpened } from '../../modals';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { mobileMenuOpened, selectShell } from '../shell.slice';
import { NavLinks } from './nav-links';
import { NewIndicator } from './new-indicator';
import { RecentDealsMenu } from './recent-deals-menu';
import { UserMenu } from './user-menu';

const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * The logged-in top navigation. From 768 px: the logo, Deals, Vote and
 * Leads, then Your Recent Deals, New, Submit a Deal and the initials menu. Below: the logo and a
 * hamburger that slides the mobile menu in. Network members see no main links and no New.
 */
export function TopNav() {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectRoles);
  const { mobileMenuOpen } = useAppSelector(selectShell);
  const isMobile = useIsMobile();
  const everOpened = useRef(false);
  everOpened.current ||= mobileMenuOpen && isMobile;
  const mainNavigation = showsMainNavigation(roles);

  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ maxWidth: 1240, mx: 'auto', px: { xs: 2, sm: 3 }, minHeight: 64, display: 'flex', alignItems: 'center', gap: { xs: 1, lg: 2 } }}>
        <Link component={RouterLink} to={paths.home} underline="none" aria-label="Quorum home" sx={{ display: 'inline-flex', mr: 1, borderRadius: 1 }}>
          <QuorumLogo />
        </Link>
        {mainNavigation && !isMobile ? (
          <Box component="nav" aria-label="Main">
            <NavLinks />
          </Box>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {isMobile ? (
          <IconButton aria-label="Open menu" aria-expanded={mobileMenuOpen} onClick={() => dispatch(mobileMenuOpened())} edge="end">
            <MenuIcon />
          </IconButton>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { md: 0.5, lg: 1.5 } }}>
            <RecentDealsMenu />
            {mainNavigation ? <NewIndicator /> : null}
            <Button variant="contained" onClick={() => dispatch(modalOpened({ kind: 'submitDeal' }))} sx={{ whiteSpace: 'nowrap', mx: 1 }}>
              Submit a Deal
            </Button>
            <UserMenu />
          </Box>
        )}
      </Box>
      {everOpened.current ? (
        <Suspense fallback={null}>
          <MobileMenu open={mobileMenuOpen && isMobile} />
        </Suspense>
      ) : null}
    </Box>
  );
}
