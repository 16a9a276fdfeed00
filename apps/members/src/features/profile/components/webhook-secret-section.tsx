import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { QueryState } from '../../../lib/query-state';
import type { WebhookSecretOwner } from '../webhook-secret.api';
import { useGetWebhookSecretQuery, useRenewWebhookSecretMutation } from '../webhook-secret.queries';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => DATE_TIME.format(new Date(iso));

/** The secret just made, with a Copy button: shown once, and dropped with `onDone`. */
function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const labelId = useId();
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <Box role="region" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 2, border: 1, borderColor: 'primary.main' }}>
      <Typography id={labelId} sx={{ fontWeight: 700 }}>
        Your new signing secret
      </Typography>
      <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        {secret}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>You will not see it again: copy it now and keep it where your webhook receiver reads it.</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={copy}>
          Copy
        </Button>
        <Button variant="outlined" onClick={onDone}>
          Done
        </Button>
        <Typography role="status" color="text.secondary">
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Could not copy: select the secret and copy it yourself' : ''}
        </Typography>
      </Box>
    </Box>
  );
}

const TEXT = {
  member: {
    heading: 'Webhook signing secret',
    purpose: 'Quorum signs the webhooks of the deals you submit with this secret, so your server can check that each call really comes from Quorum and was not changed on the way. Without one, your webhooks are sent unsigned.',
    loading: 'your webhook signing secret',
  },
  network: {
    heading: 'Decision webhook signing secret',
    purpose: 'Quorum signs the deal.decided events it sends to the address above with this secret, so the receiving server can check that each one really comes from Quorum. Without one, they are sent unsigned.',
    loading: 'the network’s webhook signing secret',
  },
} as const;

/**
 * A Standard Webhooks signing secret (docs/webhooks.md): the member's own, or with owner 'network'
 * (admins, on the Settings page) the one that signs deal.decided. What it is for, whether one
 * exists and since when, and a button to create or rotate it. Rotation asks first, since receivers
 * must switch to the new secret within the 24 hours the old one keeps signing.
 */
export function WebhookSecretSection({ owner = 'member' }: { owner?: WebhookSecretOwner }) {
  const text = TEXT[owner];
  const query = useGetWebhookSecretQuery(owner, { refetchOnMountOrArgChange: true });
  const [renew, renewal] = useRenewWebhookSecretMutation();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const state = query.currentData;
  const newSecret = renewal.data?.secret;

  const make = () => {
    setConfirming(false);
    void renew(owner);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        {text.heading}
      </Typography>
      <Typography color="text.secondary">{text.purpose}</Typography>
      <QueryState query={query} label={text.loading}>
        {state ? (
          <>
            <Typography>{state.hasSecret && state.createdAt ? `You have a signing secret, created ${when(state.createdAt)}.` : 'You have no signing secret yet.'}</Typography>
            {state.previousValidUntil ? <Typography color="text.secondary">Your previous secret also signs until {when(state.previousValidUntil)}.</Typography> : null}
            {newSecret ? <NewSecret secret={newSecret} onDone={() => renewal.reset()} /> : null}
            {renewal.isError ? <Typography role="alert">{errorMessageOf(renewal.error)}</Typography> : null}
            {confirming ? (
              <Box role="group" aria-label="Confirm the rotation" sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography>Rotate your signing secret? The current secret keeps signing for 24 hours beside the new one, then stops: update your receivers before then.</Typography>
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                  <Button variant="contained" onClick={make} autoFocus>
                    Rotate now
                  </Button>
                  <Button variant="outlined" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </Box>
              </Box>
            ) : (
              <Box>
                <Button variant={state.hasSecret ? 'outlined' : 'contained'} disabled={renewal.isLoading} onClick={state.hasSecret ? () => setConfirming(true) : make}>
                  {state.hasSecret ? 'Rotate secret' : 'Create signing secret'}
                </Button>
              </Box>
            )}
          </>
        ) : null}
      </QueryState>
    </Box>
  );
}
