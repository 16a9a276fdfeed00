import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SCREENING_MESSAGES } from '@quorum/domain';
import { useAppDispatch } from '../../../app/hooks';
import { Page } from '../../../lib/page';
import { signOutRequested } from '../auth.slice';

/**
 * What a member whose access a true screening match paused sees instead of any page: the API
 * refuses every signed-in route with the same words, so the app says them once, without the
 * navigation whose every link would fail, and keeps a way out.
 */
export function AccessPaused() {
  const dispatch = useAppDispatch();
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
      <Page title="Access paused" maxWidth="sm" description={SCREENING_MESSAGES.memberSuspended}>
        <Button variant="outlined" onClick={() => dispatch(signOutRequested())}>
          Sign out
        </Button>
      </Page>
    </Box>
  );
}
