import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { selectEmail } from '../auth/auth.selectors';

/** / : what Quorum is, with the way in for applicants and members. */
export function LandingPage() {
  const email = useAppSelector(selectEmail);
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Invest together, decide together.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 560 }}>
        Quorum is a members-only investment network. Members bring deals, an analyst team of agents reviews every one, and the
        members vote.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {email ? (
          <Button variant="contained" size="large" component={RouterLink} to={paths.deals}>
            Go to deals
          </Button>
        ) : (
          <>
            <Button variant="contained" size="large" href={paths.apply}>
              Apply for membership
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={paths.login}>
              Member sign in
            </Button>
          </>
        )}
      </Box>
    </Container>
  );
}
