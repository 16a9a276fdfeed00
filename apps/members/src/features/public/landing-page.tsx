import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { useDocumentTitle } from '../../lib/page';
import { selectEmail, selectIsNetworkMember } from '../auth';

const STEPS = [
  { title: 'Members bring deals', text: 'A website, a DocSend deck or a PDF is enough to start a review.' },
  { title: 'Agents review every one', text: 'Three analysts score product, technology and business, and write a report with sources.' },
  { title: 'The network decides', text: 'Members vote. When the yes share reaches the threshold, the deal is approved.' },
];

/** / : what Quorum is, with the way in for applicants and members. */
export function LandingPage() {
  useDocumentTitle('');
  const email = useAppSelector(selectEmail);
  const networkMember = useAppSelector(selectIsNetworkMember);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '2.25rem', md: '3rem' }, lineHeight: 1.15 }}>
          Invest together, decide together.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: { xs: '1.0625rem', md: '1.25rem' }, lineHeight: 1.6 }}>
          Quorum is a members-only investment network. Members bring deals, an analyst team of agents reviews every one, and the
          members vote.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {email ? (
            <Button variant="contained" size="large" component={RouterLink} to={networkMember ? paths.submissions : paths.deals}>
              {networkMember ? 'Go to My Submissions' : 'Go to deals'}
            </Button>
          ) : (
            <>
              <Button variant="contained" size="large" href={paths.apply}>
                Apply for membership
              </Button>
              {env.waitlist ? null : (
                <Button variant="outlined" size="large" component={RouterLink} to={paths.login}>
                  Member sign in
                </Button>
              )}
            </>
          )}
        </Box>
      </Box>
      <Box component="ol" aria-label="How Quorum works" sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 6, md: 10 }, display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step.title} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
            <Typography sx={{ color: 'primary.main', fontWeight: 800, mb: 1 }}>{index + 1}</Typography>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.75 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 4, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.landing}>
          How Quorum works
        </Button>
        <Button component={RouterLink} to={paths.demo}>
          See a demo deal
        </Button>
      </Box>
    </Container>
  );
}
