import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { QuorumLogo } from '@quorum/ui';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { selectEmail } from '../auth/auth.selectors';
import { signOutRequested } from '../auth/auth.slice';

/** Public routes: the logo, and Logout when signed in or Sign In (hidden on /login) when not (spec 1 section 2). */
export function PublicLayout() {
  const email = useAppSelector(selectEmail);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Main" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to={paths.home} underline="none" aria-label="Quorum home">
            <QuorumLogo />
          </Link>
          {email ? (
            <Button onClick={() => dispatch(signOutRequested())}>Logout</Button>
          ) : pathname === paths.login ? null : (
            <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
              Sign In
            </Link>
          )}
        </Toolbar>
      </AppBar>
      <Outlet />
    </>
  );
}
