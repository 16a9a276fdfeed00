import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSKEY_NAME_MAX, type PasskeyView } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessageOf } from '../../../lib/load-state';
import { QueryState } from '../../../lib/query-state';
import { selectPasskeysSupported } from '../../auth';
import { useGetPasskeysQuery, useRenamePasskeyMutation } from '../passkeys.queries';
import { passkeyAddRequested, passkeyRemoveRequested, selectPasskeys } from '../passkeys.slice';
import { RecoveryCodePanel } from './recovery-code-panel';

/** What the section says while a step runs: the browser's prompt asks for something different in each. */
const WORKING = {
  add: 'Follow your browser’s prompt to make the passkey…',
  confirm: 'First, confirm it is you: use one of your passkeys when your browser asks…',
  remove: 'Removing the passkey…',
} as const;

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One passkey: its name, when it was added and last used, whether it syncs, and Rename and Remove. */
function PasskeyRow({ passkey, busy, supported }: { passkey: PasskeyView; busy: boolean; supported: boolean }) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'reading' | 'renaming' | 'removing'>('reading');
  const [name, setName] = useState(passkey.name);
  const [rename, renaming] = useRenamePasskeyMutation();
  const nameId = useId();
  const trimmed = name.trim();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    const outcome = await rename({ id: passkey.id, name: trimmed });
    if (!('error' in outcome)) setMode('reading');
  };

  return (
    <Box component="li" aria-labelledby={nameId} sx={{ display: 'grid', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {passkey.name}
        </Typography>
        {passkey.backedUp ? <Chip size="small" label="Synced" title="Synced to your other devices by your password manager" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Added {DATE.format(new Date(passkey.createdAt))} · {passkey.lastUsedAt ? `last used ${DATE_TIME.format(new Date(passkey.lastUsedAt))}` : 'not used yet'}
      </Typography>
      {mode === 'renaming' ? (
        <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={`Name for ${passkey.name}`}
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            error={!trimmed}
            helperText={trimmed ? 'Say which device or password manager holds it' : 'Give it a name'}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={!trimmed || renaming.isLoading}>
            Save
          </Button>
          <Button variant="outlined" onClick={() => setMode('reading')}>
            Cancel
          </Button>
          {renaming.isError ? (
            <Typography role="alert" sx={{ flexBasis: '100%' }}>
              {errorMessageOf(renaming.error)}
            </Typography>
          ) : null}
        </Box>
      ) : mode === 'removing' ? (
        <Box role="group" aria-label={`Remove ${passkey.name}`} sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography>Remove “{passkey.name}”? It will no longer sign you in, and you will be signed out everywhere else (this browser stays signed in). Quorum may ask you to confirm it is you with a passkey first.</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="error"
              autoFocus
              disabled={busy}
              onClick={() => {
                setMode('reading');
                dispatch(passkeyRemoveRequested({ id: passkey.id }));
              }}
            >
              Remove passkey
            </Button>
            <Button variant="outlined" onClick={() => setMode('reading')}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            aria-label={`Rename ${passkey.name}`}
            disabled={busy}
            onClick={() => {
              setName(passkey.name);
              setMode('renaming');
            }}
          >
            Rename
          </Button>
          <Button variant="outlined" size="small" color="error" aria-label={`Remove ${passkey.name}`} disabled={busy || !supported} onClick={() => setMode('removing')}>
            Remove
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * "Passkeys" on the profile page (docs/flows/sign-in.md): what a passkey does for the member, the
 * ones they hold, and Add a passkey. Adding one when they already hold one, and removing one, first
 * ask them to confirm it is them with a passkey they hold (the browser prompts), unless they signed
 * in with one a moment ago.
 */
export function PasskeysList() {
  const dispatch = useAppDispatch();
  const supported = useAppSelector(selectPasskeysSupported);
  const { step, recoveryCode } = useAppSelector(selectPasskeys);
  const query = useGetPasskeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const passkeys = query.currentData ?? [];
  const working = step.status === 'working';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        Passkeys
      </Typography>
      <Typography color="text.secondary">
        Sign in with your fingerprint, face or screen lock instead of waiting for an email. A passkey stays on your device (or in your password manager) and works only on
        Quorum, so a look-alike site cannot use it.
      </Typography>
      {supported ? null : <Alert severity="info">This browser cannot use passkeys. Open Quorum in a current browser on your phone or computer to add one.</Alert>}
      <QueryState query={query} label="your passkeys">
        {passkeys.length === 0 ? (
          <Typography>You have no passkeys yet: you sign in with an email link.</Typography>
        ) : (
          <Box component="ul" aria-label="Your passkeys" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {passkeys.map((passkey) => (
              // Removing takes a confirmation with a passkey, which a browser without passkeys cannot give.
              <PasskeyRow key={passkey.id} passkey={passkey} busy={working} supported={supported} />
            ))}
          </Box>
        )}
      </QueryState>
      {passkeys.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          Lost the device that holds one? Adding or removing a passkey asks for one you hold, so ask a Quorum administrator to remove your passkeys; then add a new one here.
        </Typography>
      ) : null}
      <Box role="status" aria-live="polite">
        {step.status === 'working' ? <Typography color="text.secondary">{WORKING[step.action]}</Typography> : null}
        {step.status === 'done' ? <Typography>{step.message}</Typography> : null}
      </Box>
      {step.status === 'failed' ? <Alert severity="error">{step.error}</Alert> : null}
      {recoveryCode ? <RecoveryCodePanel code={recoveryCode} /> : null}
      <Box>
        <Button variant={passkeys.length === 0 ? 'contained' : 'outlined'} disabled={!supported || working} onClick={() => dispatch(passkeyAddRequested())}>
          Add a passkey
        </Button>
      </Box>
    </Box>
  );
}
