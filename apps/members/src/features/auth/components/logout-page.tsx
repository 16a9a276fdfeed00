import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { signOutRequested } from '../auth.slice';

/** /logout signs out and lands on /login (the saga navigates). */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(signOutRequested());
  }, [dispatch]);
  return (
    <Box role="status" sx={{ p: 6, textAlign: 'center' }}>
      <Typography>Signing you out…</Typography>
    </Box>
  );
}
