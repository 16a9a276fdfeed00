import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CancelIcon, CheckCircleIcon } from '@quorum/ui';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/page';
import { visuallyHidden } from '../../lib/visually-hidden';
import { selectEmail } from '../auth';

function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = window[kind];
    storage.setItem('quorum.check', '1');
    storage.removeItem('quorum.check');
    return true;
  } catch {
    return false;
  }
}

/**
 * /test: a browser check for support requests. It reads what this browser allows; it sends nothing.
 */
export function SystemCheckPage() {
  useDocumentTitle('Browser check');
  const email = useAppSelector(selectEmail);
  const checks = [
    { label: 'JavaScript runs', ok: true, help: 'The app could not show this page otherwise.' },
    { label: 'Cookies are allowed', ok: navigator.cookieEnabled, help: 'Signing in keeps your session in a cookie.' },
    { label: 'Local storage works', ok: storageWorks('localStorage'), help: 'Keeps you signed in and saves your application draft.' },
    { label: 'Session storage works', ok: storageWorks('sessionStorage'), help: 'Remembers open menus and cached pages in this tab.' },
    { label: email ? `Signed in as ${email}` : 'Not signed in', ok: email !== null, help: email ? 'Your session is active.' : 'Sign in to use the members pages.' },
  ];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1.5 }}>
        Browser check
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What Quorum needs from your browser, checked here and now. Nothing is sent anywhere.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', mb: 3 }}>
        {checks.map((check) => (
          <Box component="li" key={check.label} sx={{ display: 'flex', gap: 1.5, p: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            {check.ok ? <CheckCircleIcon sx={{ color: 'success.main' }} /> : <CancelIcon sx={{ color: 'error.main' }} />}
            <Box>
              <Typography sx={{ fontWeight: 700 }}>
                {check.label}
                <Box component="span" sx={visuallyHidden}>
                  {check.ok ? ': yes' : ': no'}
                </Box>
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
                {check.help}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" component={RouterLink} to={paths.home}>
        Go to the home page
      </Button>
    </Container>
  );
}
