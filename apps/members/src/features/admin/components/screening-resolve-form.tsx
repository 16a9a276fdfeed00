import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resolveScreeningHitRequestSchema, TEXT_LIMITS, type ResolveScreeningHitRequest, type ScreeningHit } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { useResolveScreeningHitMutation } from '../screening.queries';

type Resolution = ResolveScreeningHitRequest['resolution'];

const RESOLUTIONS: Array<{ value: Resolution; label: string; hint: string }> = [
  { value: 'false_positive', label: 'False positive', hint: 'not the listed person' },
  { value: 'true_match', label: 'True match', hint: 'the listed person: a member loses access until reactivated' },
];

/** An admin's decision on one open hit, with the note the audit log keeps beside it. */
export function ScreeningResolveForm({ hit }: { hit: ScreeningHit }) {
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [resolve, resolving] = useResolveScreeningHitMutation();
  const ids = { legend: useId() };
  const request = resolveScreeningHitRequestSchema.safeParse({ resolution, note });
  const noteError = tried && note.trim().length < 3 ? 'Write a note of at least 3 characters: why this is or is not the listed person' : undefined;
  const choiceError = tried && resolution === null ? 'Choose false positive or true match' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (request.success && !resolving.isLoading) void resolve({ hit, resolution: request.data });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={`Resolve the hit on ${hit.personName}`} sx={{ display: 'grid', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" id={ids.legend} sx={{ fontWeight: 600 }}>
          Resolve this hit
        </Typography>
        <RadioGroup row aria-labelledby={ids.legend} value={resolution ?? ''} onChange={(event) => setResolution(event.target.value as Resolution)}>
          {RESOLUTIONS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} title={option.hint} />
          ))}
        </RadioGroup>
        {choiceError ? (
          <Typography role="alert" color="error" sx={{ fontSize: '0.875rem' }}>
            {choiceError}
          </Typography>
        ) : null}
      </Box>
      <TextField
        label="Note"
        required
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={noteError !== undefined}
        helperText={noteError ?? 'Kept in the audit log with your decision.'}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.COMMENT } }}
      />
      {resolving.isError ? <Alert severity="error">{errorMessageOf(resolving.error)}</Alert> : null}
      <Box>
        <Button type="submit" variant="outlined" disabled={resolving.isLoading}>
          {resolving.isLoading ? 'Saving…' : 'Resolve'}
        </Button>
      </Box>
    </Box>
  );
}
