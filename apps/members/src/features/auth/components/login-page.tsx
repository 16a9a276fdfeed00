import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { selectAuth } from '../auth.selectors';
import { ConfirmStep } from './confirm-step';
import { EmailStep } from './email-step';
import { LinkSentStep } from './link-sent-step';

/**
 * /login: email → 'check your email' (with the code as a fallback) → signed in. A link from the email
 * lands here with ?token=… and asks the person to confirm, so a mail scanner opening it spends nothing.
 */
export function LoginPage() {
  const auth = useAppSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const token = params.get('token');

  // Signed in: on to /, or for an admin without a passkey, to the page that adds one.
  if (auth.status === 'signedIn') return <Navigate to={auth.user?.passkeyStanding === 'setup' ? paths.passkeySetup : paths.home} replace />;

  let step;
  if (token) step = <ConfirmStep token={token} onRestart={() => setParams({}, { replace: true })} />;
  else if (auth.pendingEmail && (auth.status === 'linkSent' || auth.status === 'signingIn')) step = <LinkSentStep email={auth.pendingEmail} />;
  else step = <EmailStep />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>{step}</Box>
      </Paper>
    </Container>
  );
}
