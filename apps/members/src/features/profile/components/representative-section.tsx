import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { askRepresentativeChangeSchema, TEXT_LIMITS, type RepresentativeRequest } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { EMPTY_REPRESENTATIVE, NewRepresentativeFields, representativeErrors } from '../../../lib/new-representative-fields';
import { QueryState } from '../../../lib/query-state';
import { formatDate } from '../../deals';
import { useAskRepresentativeChangeMutation, useGetOwnRepresentativeRequestQuery, useWithdrawRepresentativeRequestMutation } from '../representative.queries';

/** What became of the latest request, in the representative's words. */
function outcome(request: RepresentativeRequest): string | null {
  const who = `${request.name} (${request.email})`;
  switch (request.status) {
    case 'pending':
      return `You asked on ${formatDate(request.requestedAt)} to hand the entity to ${who}. The network’s admins will decide; until then you keep acting for it.`;
    case 'declined':
      return `The admins declined your request for ${who}${request.declineReason ? `: ${request.declineReason}` : '.'}`;
    case 'approved':
      return `The admins handed the entity to ${who} on ${formatDate(request.decidedAt ?? request.requestedAt)}.`;
    default:
      return null;
  }
}

/**
 * "Representative" on the profile of an entity or investment member: the signed-in person acts for
 * it, and may ask the admins to hand it to someone else. Only an admin makes the change.
 */
export function RepresentativeSection() {
  const headingId = useId();
  const query = useGetOwnRepresentativeRequestQuery(undefined, { refetchOnMountOrArgChange: true });
  const [ask, asking] = useAskRepresentativeChangeMutation();
  const [withdraw, withdrawing] = useWithdrawRepresentativeRequestMutation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_REPRESENTATIVE);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const request = query.currentData ?? null;
  const pending = request?.status === 'pending';
  const errors = tried ? representativeErrors(draft) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const parsed = askRepresentativeChangeSchema.safeParse({ ...draft, ...(note.trim() ? { note } : {}) });
    if (!parsed.success || asking.isLoading) return;
    const result = await ask(parsed.data);
    if ('data' in result) {
      setOpen(false);
      setDraft(EMPTY_REPRESENTATIVE);
      setNote('');
      setTried(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        Representative
      </Typography>
      <Typography color="text.secondary">You sign in and act for your organisation in Quorum. To hand it to someone else, ask the network’s admins: once they approve, the new representative signs in with their own email and this one stops working for the organisation.</Typography>
      <QueryState query={query} label="your request">
        {request && outcome(request) ? <Typography role="status">{outcome(request)}</Typography> : null}
        {withdrawing.isError ? <Alert severity="error">{errorMessageOf(withdrawing.error)}</Alert> : null}
        {pending ? (
          <Box>
            <Button variant="outlined" disabled={withdrawing.isLoading} onClick={() => void withdraw()}>
              {withdrawing.isLoading ? 'Withdrawing…' : 'Withdraw the request'}
            </Button>
          </Box>
        ) : open ? (
          <Box component="form" onSubmit={submit} noValidate aria-label="Ask for a new representative" sx={{ display: 'grid', gap: 1.5 }}>
            <NewRepresentativeFields draft={draft} onChange={setDraft} errors={errors} disabled={asking.isLoading} />
            <TextField
              label="Note for the admins (optional)"
              multiline
              minRows={2}
              value={note}
              disabled={asking.isLoading}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.COMMENT } }}
            />
            {asking.isError ? <Alert severity="error">{errorMessageOf(asking.error)}</Alert> : null}
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Button type="submit" variant="contained" disabled={asking.isLoading}>
                {asking.isLoading ? 'Sending…' : 'Send to the admins'}
              </Button>
              <Button variant="text" onClick={() => setOpen(false)} disabled={asking.isLoading}>
                Cancel
              </Button>
            </Box>
          </Box>
        ) : (
          <Box>
            <Button variant="outlined" onClick={() => setOpen(true)}>
              Ask for a new representative
            </Button>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
