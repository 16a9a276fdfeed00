import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { selectAuth } from '../auth.selectors';
import { passkeySignInRequested, signInLinkRequested } from '../auth.slice';
import { useFocusOnMount } from './use-focus-on-mount';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailStep() {
  const dispatch = useAppDispatch();
  const { status, error, passkeysSupported } = useAppSelector(selectAuth);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const busy = status === 'requestingLink' || status === 'signingIn';
  const invalid = touched && !EMAIL_SHAPE.test(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL_SHAPE.test(email.trim())) return;
    dispatch(signInLinkRequested({ email: email.trim().toLowerCase() }));
  };

  return (
    <>
      <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.75rem', outline: 'none' }}>
        Sign in to Quorum
      </Typography>
      <Typography color="text.secondary">No password needed: we email you a link that signs you in.</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid}
          helperText={invalid ? 'Enter the email address you applied with' : ' '}
          disabled={busy}
          required
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {status === 'requestingLink' ? 'Sending…' : 'Email me a sign-in link'}
        </Button>
      </form>
      {passkeysSupported ? (
        <>
          <Divider>or</Divider>
          {/* Not while start-up still checks the session: its answer (no session yet) would undo the sign-in. */}
          <Button variant="outlined" size="large" fullWidth disabled={busy || status === 'initialising'} onClick={() => dispatch(passkeySignInRequested())}>
            {status === 'signingIn' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </Button>
        </>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Not a member yet? <Link href={paths.apply}>Apply for membership</Link>
      </Typography>
    </>
  );
}
