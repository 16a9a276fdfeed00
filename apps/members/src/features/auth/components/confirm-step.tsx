import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../auth.selectors';
import { signInSubmitted } from '../auth.slice';
import { useFocusOnMount } from './use-focus-on-mount';

/** The page a sign-in link opens: only this button spends the link. */
export function ConfirmStep({ token, onRestart }: { token: string; onRestart: () => void }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectAuth);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const busy = status === 'signingIn';

  return (
    <>
      <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.75rem', outline: 'none' }}>
        Confirm sign-in
      </Typography>
      <Typography color="text.secondary">You opened a sign-in link from your email. Continue to sign in to Quorum on this device.</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button variant="contained" size="large" fullWidth disabled={busy} onClick={() => dispatch(signInSubmitted({ didToken: token }))}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      {error ? (
        <Button variant="text" onClick={onRestart} sx={{ justifySelf: 'start' }}>
          Email me a new link
        </Button>
      ) : null}
    </>
  );
}
