import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

const LINKS = [
  { label: 'How it works', to: paths.landing },
  { label: 'About', to: paths.about },
  { label: 'Join the network', to: paths.networkJoin, notInWaitlist: true },
  { label: 'For founders', to: paths.foundersApply },
  { label: 'Demo', to: paths.demo },
  { label: 'Terms', to: paths.terms },
  { label: 'Privacy', to: paths.privacy },
];

/** Where the public pages are, on every public page. */
export function PublicFooter({ signInAvailable }: { signInAvailable: boolean }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 6 }}>
      <Box sx={{ maxWidth: 1240, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: { xs: 1.5, sm: 2.5 }, flexWrap: 'wrap' }}>
          {LINKS.filter((link) => signInAvailable || !link.notInWaitlist).map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="text.secondary" sx={{ fontSize: '0.875rem', fontWeight: 500 }}>
              {link.label}
            </Link>
          ))}
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>Quorum · a members-only investment network</Typography>
      </Box>
    </Box>
  );
}
