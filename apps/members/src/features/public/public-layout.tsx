import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { QuorumLogo } from '@quorum/ui';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageSlot } from '../../app/route-fallbacks';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { selectEmail, signOutRequested } from '../auth';
import { PublicFooter } from './public-footer';

/**
 * Public routes: the logo, and Logout when signed in or Sign In (hidden on /login) when not
 *. The waitlist build has no sign-in, so neither shows there.
 */
export function PublicLayout({ signInAvailable = true }: { signInAvailable?: boolean }) {
  const email = useAppSelector(selectEmail);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  let action = null;
  if (signInAvailable && email) action = <Button onClick={() => dispatch(signOutRequested())}>Logout</Button>;
  else if (signInAvailable && pathname !== paths.login)
    action = (
      <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600, p: 1 }}>
        Sign In
      </Link>
    );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Box component="nav" aria-label="Main" sx={{ maxWidth: 1240, mx: 'auto', px: { xs: 2, sm: 3 }, minHeight: 64, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Link component={RouterLink} to={paths.home} underline="none" aria-label="Quorum home" sx={{ display: 'inline-flex', borderRadius: 1 }}>
            <QuorumLogo />
          </Link>
          {action}
        </Box>
      </Box>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <PageSlot>
          <Outlet />
        </PageSlot>
      </Box>
      <PublicFooter signInAvailable={signInAvailable} />
    </Box>
  );
}
