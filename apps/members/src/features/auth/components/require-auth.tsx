import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { selectEmail, selectIsInitialising, selectIsSuspended } from '../auth.selectors';
import { AccessPaused } from './access-paused';

/** Logged-in routes: wait for start-up, send anyone without an email to /login, and tell a suspended member why nothing opens. */
export function RequireAuth() {
  const initialising = useAppSelector(selectIsInitialising);
  const email = useAppSelector(selectEmail);
  const suspended = useAppSelector(selectIsSuspended);
  const location = useLocation();
  if (initialising) {
    return (
      <Box role="status" aria-label="Checking your session" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  if (!email) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (suspended) return <AccessPaused />;
  return <Outlet />;
}
