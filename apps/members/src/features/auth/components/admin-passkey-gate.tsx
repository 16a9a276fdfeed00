import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSKEY_MESSAGES } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { Page } from '../../../lib/page';
import { selectPasskeysSupported } from '../auth.selectors';
import { adminConfirmationRequested, recoveryCodeSubmitted, selectStepUp } from '../step-up.slice';

/**
 * The recovery code an admin saved when they added their first passkey: spent here, it removes
 * their passkeys (the device is lost), and the app asks for a new one.
 */
function RecoveryCodeForm() {
  const dispatch = useAppDispatch();
  const { recovery } = useAppSelector(selectStepUp);
  const [code, setCode] = useState('');
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) dispatch(recoveryCodeSubmitted({ code: code.trim() }));
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={`${fieldId}-heading`} sx={{ display: 'grid', gap: 1.5, maxWidth: 460 }}>
      <Typography component="h2" variant="h6" id={`${fieldId}-heading`}>
        Lost your passkey?
      </Typography>
      <Typography color="text.secondary">
        Enter the recovery code Quorum showed you when you added your first passkey. Your passkeys are then removed and your other sessions end, and you add a new passkey
        on this device. Without the code, another administrator can remove your passkeys from the Members tab.
      </Typography>
      <TextField
        id={fieldId}
        label="Recovery code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 64 } }}
        error={Boolean(recovery.error)}
        helperText={recovery.error ?? 'Spaces and dashes do not matter'}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={!code.trim() || recovery.status === 'sending'}>
          Use recovery code
        </Button>
      </Box>
    </Box>
  );
}

/** "Confirm it is you" in place of an admin page, while the session's confirmation has run out. */
function ConfirmPanel({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const supported = useAppSelector(selectPasskeysSupported);
  const { gate } = useAppSelector(selectStepUp);
  const [recovering, setRecovering] = useState(false);
  const prompting = gate.status === 'prompting';
  return (
    <Page title={title} maxWidth="md" description={PASSKEY_MESSAGES.adminConfirm}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography>
          Admin pages open every application’s documents and every setting, so Quorum asks for your passkey, not only your email, at least every 12 hours, and again before
          the most sensitive actions.
        </Typography>
        {supported ? null : <Alert severity="info">This browser cannot use passkeys. Open Quorum in the browser that holds your passkey.</Alert>}
        <Box role="status" aria-live="polite">
          {prompting ? <Typography color="text.secondary">Use your passkey when your browser asks…</Typography> : null}
        </Box>
        {gate.error ? <Alert severity="error">{gate.error}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" disabled={!supported || prompting} onClick={() => dispatch(adminConfirmationRequested())}>
            Confirm with my passkey
          </Button>
          {recovering ? null : (
            <Link component="button" type="button" onClick={() => setRecovering(true)}>
              I lost my passkey
            </Link>
          )}
        </Box>
        {recovering ? <RecoveryCodeForm /> : null}
      </Box>
    </Page>
  );
}

/**
 * What an admin page shows while the admin does not act as one (docs/flows/sign-in.md): without a
 * passkey, the page that adds one; with one not used in the last 12 hours, a step-up.
 */
export function AdminPasskeyGate({ title, standing }: { title: string; standing: 'setup' | 'confirm' }) {
  if (standing === 'setup') return <Navigate to={paths.passkeySetup} replace />;
  return <ConfirmPanel title={title} />;
}
