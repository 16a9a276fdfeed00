import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Says, before anything else, that what follows is made up. */
export function DemoBanner() {
  return (
    <Box role="note" sx={{ mb: 3, p: 1.5, px: 2, borderRadius: 2, bgcolor: '#fff4e0', color: '#5c3300', fontWeight: 600, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <span>Demo: made-up companies and a sample report, to show how Quorum works.</span>
      <Box component="span" sx={{ display: 'flex', gap: 2 }}>
        <Link component={RouterLink} to={paths.demo} sx={{ color: 'inherit' }}>Deals</Link>
        <Link component={RouterLink} to={paths.demoPreview} sx={{ color: 'inherit' }}>Preview</Link>
        <Link component={RouterLink} to={paths.demoReport} sx={{ color: 'inherit' }}>Full report</Link>
      </Box>
    </Box>
  );
}
