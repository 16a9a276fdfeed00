import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

const TABS = [
  { label: 'All deals', to: paths.deals },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'My Submissions', to: paths.submissions },
] as const;

/** Moves between the three deal lists; the current one is marked for screen readers too. */
export function DealsTabs({ showNetworkLists = true }: { showNetworkLists?: boolean }) {
  const { pathname } = useLocation();
  const tabs = showNetworkLists ? TABS : TABS.filter((tab) => tab.to === paths.submissions);
  return (
    <Box component="nav" aria-label="Deal lists" sx={{ display: 'flex', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}>
      {tabs.map((tab) => {
        const current = pathname === tab.to;
        return (
          <Link
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            underline="none"
            aria-current={current ? 'page' : undefined}
            sx={{ px: 1.5, py: 1.25, fontWeight: 600, whiteSpace: 'nowrap', color: current ? 'primary.main' : 'text.secondary', borderBottom: 2, borderColor: current ? 'primary.main' : 'transparent', mb: '-1px' }}
          >
            {tab.label}
          </Link>
        );
      })}
    </Box>
  );
}
