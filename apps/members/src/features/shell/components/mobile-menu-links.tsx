import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { submissionsLabel, USER_MENU_TEXT, type MobileMenuItem } from '../../../lib/menus';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { isActiveRoute, paths } from '../../../config/paths';
import { selectShowsNewDot } from '../../deals';

const LINKS: Partial<Record<MobileMenuItem, { label: string; to: string }>> = {
  deals: { label: 'Deals', to: paths.deals },
  vote: { label: 'Vote', to: paths.vote },
  leads: { label: 'Leads', to: paths.leads },
  new: { label: 'New', to: paths.deals },
  profile: { label: USER_MENU_TEXT.profile.label, to: paths.profile },
  submissions: { label: USER_MENU_TEXT.submissions.label, to: paths.submissions },
};

/** The link part of the mobile menu, in its fixed order (Submit a Deal and recent deals come first). */
export function MobileMenuLinks({ items, submissionCount, onNavigate, onSignOut }: { items: MobileMenuItem[]; submissionCount: number | null; onNavigate: () => void; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const dot = useAppSelector(selectShowsNewDot);
  const row = { display: 'flex', justifyContent: 'space-between', width: '100%', px: 1.5, py: 1.5, borderRadius: 2, fontWeight: 600, fontSize: '1rem', '&:hover': { bgcolor: 'action.hover' } } as const;
  return (
    <Box component="nav" aria-label="Mobile">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        {items.map((item) => {
          if (item === 'signOut') {
            return (
              <li key={item}>
                <ButtonBase onClick={onSignOut} sx={{ ...row, color: 'error.main' }}>
                  {USER_MENU_TEXT.signOut.label}
                </ButtonBase>
              </li>
            );
          }
          const link = LINKS[item];
          if (!link) return null;
          // New points at the deal list too; only Deals shows as the current page there.
          const active = item !== 'new' && isActiveRoute(pathname, link.to);
          const label = item === 'submissions' ? submissionsLabel(submissionCount) : link.label;
          return (
            <li key={item}>
              <ButtonBase component={RouterLink} to={link.to} onClick={onNavigate} aria-current={active ? 'page' : undefined} sx={{ ...row, color: active ? 'primary.main' : 'text.primary' }}>
                <span>{label}</span>
                {item === 'new' && dot ? <Box component="span" aria-label="new since your last visit" role="img" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: '#1fa463', alignSelf: 'center' }} /> : null}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
