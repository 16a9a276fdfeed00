import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActiveRoute, paths } from '../../../config/paths';

export const MAIN_LINKS = [
  { label: 'Deals', to: paths.deals },
  { label: 'Vote', to: paths.vote },
  { label: 'Leads', to: paths.leads },
] as const;

/** Deals, Vote and Leads; a link is active when the path equals or sits under it. */
export function NavLinks({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { pathname } = useLocation();
  return (
    <Box component="ul" sx={{ display: 'flex', flexDirection: direction, gap: direction === 'row' ? 0.5 : 0, listStyle: 'none', m: 0, p: 0 }}>
      {MAIN_LINKS.map((link) => {
        const active = isActiveRoute(pathname, link.to);
        return (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              underline="none"
              aria-current={active ? 'page' : undefined}
              sx={{
                display: 'block',
                px: 1.5,
                py: direction === 'row' ? 1 : 1.25,
                borderRadius: 2,
                fontWeight: 600,
                color: active ? 'primary.main' : 'text.secondary',
                bgcolor: active ? 'rgba(31, 58, 95, 0.08)' : 'transparent',
                '&:hover': { color: 'primary.main', bgcolor: 'rgba(31, 58, 95, 0.06)' },
              }}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </Box>
  );
}
