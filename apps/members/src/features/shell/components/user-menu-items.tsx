import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { submissionsLabel, USER_MENU_TEXT, type UserMenuItem } from '../../../lib/menus';
import { DashboardIcon, FolderIcon, LogoutIcon, PersonIcon, TuneIcon } from '@quorum/ui';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const ITEMS: Record<UserMenuItem, { to?: string; Icon: ComponentType<{ fontSize?: 'small' }> }> = {
  profile: { to: paths.profile, Icon: PersonIcon },
  submissions: { to: paths.submissions, Icon: FolderIcon },
  settings: { to: paths.adminSettings, Icon: TuneIcon },
  adminDashboard: { to: paths.adminDashboard, Icon: DashboardIcon },
  signOut: { Icon: LogoutIcon },
};

/** The items of the initials menu, each with its description (docs/flows/members-shell.md). */
export function UserMenuItems({ items, submissionCount, onNavigate, onSignOut }: { items: UserMenuItem[]; submissionCount: number | null; onNavigate: () => void; onSignOut: () => void }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const { to, Icon } = ITEMS[item];
        const text = USER_MENU_TEXT[item];
        const label = item === 'submissions' ? submissionsLabel(submissionCount) : text.label;
        const body = (
          <>
            <Box component="span" sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
              <Icon fontSize="small" />
            </Box>
            <Box component="span" sx={{ display: 'block', textAlign: 'left' }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '0.9375rem' }}>
                {label}
              </Typography>
              {text.description ? (
                <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
                  {text.description}
                </Typography>
              ) : null}
            </Box>
          </>
        );
        const row = { display: 'flex', alignItems: 'flex-start', gap: 1.5, width: '100%', px: 1.5, py: 1, borderRadius: 2, justifyContent: 'flex-start', '&:hover': { bgcolor: 'action.hover' } } as const;
        return (
          <li key={item}>
            {to ? (
              <ButtonBase component={RouterLink} to={to} onClick={onNavigate} sx={row}>
                {body}
              </ButtonBase>
            ) : (
              <ButtonBase onClick={onSignOut} sx={row}>
                {body}
              </ButtonBase>
            )}
          </li>
        );
      })}
    </Box>
  );
}
