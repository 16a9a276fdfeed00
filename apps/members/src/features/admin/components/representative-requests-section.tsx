import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXT_LIMITS, type RepresentativeRequest } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { formatDate } from '../../deals';
import { useDecideRepresentativeRequestMutation, useGetRepresentativeRequestsQuery } from '../representatives.queries';

const person = (name: string | null, email: string, title?: string) => [name, title].filter(Boolean).join(', ') + (name ? ` (${email})` : email);

/** The representatives' requests waiting for a decision, above the members; nothing when there are none. */
export function RepresentativeRequestsSection() {
  const requests = useGetRepresentativeRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const items = requests.currentData ?? [];
  if (requests.isError) return <Alert severity="error">{errorMessageOf(requests.error)}</Alert>;
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        Changes of representative to decide
      </Typography>
      {items.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </Box>
  );
}

function RequestCard({ request }: { request: RepresentativeRequest }) {
  const [decide, deciding] = useDecideRepresentativeRequestMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const entity = request.organizationName ?? 'An entity';
  const reasonError = tried && reason.trim() === '' ? 'Say why: the representative is told' : undefined;

  const decline = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() !== '' && !deciding.isLoading) void decide({ requestId: request.id, decision: 'decline', reason: reason.trim() });
  };

  return (
    <Box component="article" aria-label={`${entity}: new representative requested`} sx={{ display: 'grid', gap: 1, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Typography sx={{ fontWeight: 700 }}>{entity}</Typography>
      <Typography>
        {person(request.currentName, request.requestedBy)} asks to hand the entity to {person(request.name, request.email, request.title)}.
      </Typography>
      {request.note ? <Typography color="text.secondary">“{request.note}”</Typography> : null}
      <Typography color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
        Asked {formatDate(request.requestedAt)}. Approving ends every session of the current address and emails both people.
      </Typography>
      {deciding.isError ? <Alert severity="error">{errorMessageOf(deciding.error)}</Alert> : null}
      {declining ? (
        <Box component="form" onSubmit={decline} noValidate aria-label={`Decline the request of ${entity}`} sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError !== undefined}
            helperText={reasonError ?? 'Emailed to the representative who asked.'}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.COMMENT } }}
          />
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Button type="submit" variant="outlined" color="error" disabled={deciding.isLoading}>
              Decline
            </Button>
            <Button variant="text" onClick={() => setDeclining(false)} disabled={deciding.isLoading}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button variant="contained" disabled={deciding.isLoading} onClick={() => void decide({ requestId: request.id, decision: 'approve' })}>
            {deciding.isLoading ? 'Saving…' : 'Approve'}
          </Button>
          <Button variant="outlined" disabled={deciding.isLoading} onClick={() => setDeclining(true)}>
            Decline…
          </Button>
        </Box>
      )}
    </Box>
  );
}
