import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { selectNewDeals, selectShowsNewDot } from '../../deals';
import { DealIcon } from '../../favicons';

/**
 * The New indicator: the icons of up to three of the newest deals, and a green
 * dot when the deals cache is newer than the member's last look or a deals-updated event came.
 */
export function NewIndicator() {
  const deals = useAppSelector(selectNewDeals);
  const dot = useAppSelector(selectShowsNewDot);
  return (
    <Link
      component={RouterLink}
      to={paths.deals}
      underline="none"
      data-testid="new-indicator"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, px: 1.25, py: 0.75, borderRadius: 5, border: 1, borderColor: 'divider', color: 'text.primary', fontWeight: 600, fontSize: '0.875rem', '&:hover': { borderColor: 'primary.main' } }}
    >
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
        New
        {dot ? (
          <>
            <Box component="span" data-testid="new-dot" aria-hidden sx={{ position: 'absolute', top: -2, right: -9, width: 8, height: 8, borderRadius: '50%', bgcolor: '#1fa463', boxShadow: '0 0 0 2px #fff' }} />
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (new since your last visit)
            </Box>
          </>
        ) : null}
      </Box>
      {deals.length > 0 ? (
        <Box component="span" sx={{ display: 'inline-flex', ml: 0.5 }}>
          {deals.map((deal, index) => (
            <Box component="span" key={deal.id} sx={{ ml: index === 0 ? 0 : -0.75, display: 'inline-flex', borderRadius: '22%', boxShadow: '0 0 0 2px #fff' }}>
              <DealIcon deal={deal} size={22} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Link>
  );
}
