import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../auth.selectors';
import { signInRestarted, signInSubmitted } from '../auth.slice';
import { useFocusOnMount } from './use-focus-on-mount';

/** 'Check your email', with the six-digit code for when the link opens on another device. */
export function LinkSentStep({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectAuth);
  const [code, setCode] = useState('');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const busy = status === 'signingIn';
  const complete = /^\d{6}$/.test(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) dispatch(signInSubmitted({ didToken: code, email }));
  };

  return (
    <>
      <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.75rem', outline: 'none' }}>
        Check your email
      </Typography>
      <Typography>
        If <strong>{email}</strong> belongs to a Quorum member, a sign-in link is on its way. It expires in 10 minutes.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Or enter the 6-digit code from the email"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*' } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!complete || busy} sx={{ mt: 2 }}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <Button variant="text" onClick={() => dispatch(signInRestarted())} sx={{ justifySelf: 'start' }}>
        Use a different email
      </Button>
    </>
  );
}
