import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { userMenuItems } from '../../../lib/menus';
import { useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectRoles, selectUser, signOutRequested } from '../../auth';
import { selectSubmissionCount } from '../../deals';
import { selectHasProfile, selectInitials } from '../../profile';
import { dropdownClosed, dropdownOpened, selectShell } from '../shell.slice';
import { useDismiss } from '../use-dismiss';
import { UserMenuItems } from './user-menu-items';

/** The round initials button and its menu: opens on click, closes outside or on Escape. */
export function UserMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectShell).dropdownOpen;
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const hasProfile = useAppSelector(selectHasProfile);
  const initials = useAppSelector(selectInitials);
  const count = useAppSelector(selectSubmissionCount);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => dispatch(dropdownClosed()), [dispatch]);
  useDismiss(container, open, close, trigger);

  return (
    <Box ref={container} sx={{ position: 'relative' }}>
      <ButtonBase
        ref={trigger}
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => dispatch(open ? dropdownClosed() : dropdownOpened())}
        sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, fontSize: '0.9375rem', letterSpacing: '0.02em' }}
      >
        <span aria-hidden>{initials}</span>
      </ButtonBase>
      {open ? (
        <Box
          id="account-menu"
          role="region"
          aria-label="Account"
          sx={{ position: 'absolute', right: 0, top: 'calc(100% + 8px)', width: 300, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, boxShadow: 8, p: 1, zIndex: 'modal' }}
        >
          <Box sx={{ px: 1.5, pt: 1, pb: 1.5, mb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            {user?.name ? <Typography sx={{ fontWeight: 700 }}>{user.name}</Typography> : null}
            <Typography color={user?.name ? 'text.secondary' : 'text.primary'} sx={{ fontSize: user?.name ? '0.875rem' : '0.9375rem', fontWeight: user?.name ? 400 : 700, overflowWrap: 'anywhere' }}>
              {user?.email}
            </Typography>
          </Box>
          <UserMenuItems items={userMenuItems({ hasProfile, roles })} submissionCount={count} onNavigate={close} onSignOut={() => dispatch(signOutRequested())} />
        </Box>
      ) : null}
    </Box>
  );
}
