import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATA_RIGHTS_MESSAGES, dataLinkRequestSchema } from '@quorum/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { MY_DATA_MESSAGES as M } from '../data-rights.messages';
import { dataRightsActions, type LinkRequest } from '../data-rights.slice';

/**
 * Ask for a link to what Quorum holds under an address: checked with the API's own schema, then
 * the same words whether or not the address is known (the email says which). Focus moves to them.
 */
export function LinkRequestForm({ link }: { link: LinkRequest }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (link.status === 'sent') sentRef.current?.focus();
  }, [link.status]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dataLinkRequestSchema.safeParse({ email });
    setInvalid(!parsed.success);
    if (parsed.success) dispatch(dataRightsActions.linkRequested({ email: parsed.data.email }));
  };

  if (link.status === 'sent') {
    return (
      <Typography ref={sentRef} tabIndex={-1} role="status" sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', fontWeight: 600, outline: 'none' }}>
        {DATA_RIGHTS_MESSAGES.linkSent}
      </Typography>
    );
  }
  const sending = link.status === 'sending';
  return (
    <Box component="form" onSubmit={send} noValidate aria-labelledby="my-data-link-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="my-data-link-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        Get a link by email
      </Typography>
      <TextField
        id="my-data-email"
        label="Email address"
        helperText={invalid ? M.invalidEmail : 'The address you applied with.'}
        error={invalid}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={sending}
        fullWidth
      />
      {link.status === 'failed' ? (
        <Alert severity="error" role="alert">
          {link.error}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Sending…' : 'Email me a link'}
        </Button>
      </Box>
    </Box>
  );
}
