import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changeRepresentativeRequestSchema, TEXT_LIMITS, type AdminMember } from '@quorum/domain';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessageOf } from '../../../lib/load-state';
import { EMPTY_REPRESENTATIVE, NewRepresentativeFields, representativeErrors } from '../../../lib/new-representative-fields';
import { notificationActions } from '../../notifications';
import { useChangeRepresentativeMutation } from '../representatives.queries';

/**
 * An admin hands an entity to a new representative: who, and why (kept in the audit log). What it
 * does is said before it is done: the current address stops signing in for the entity at once.
 */
export function RepresentativeChangeForm({ member, onDone }: { member: AdminMember; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(EMPTY_REPRESENTATIVE);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [change, changing] = useChangeRepresentativeMutation();
  const request = changeRepresentativeRequestSchema.safeParse({ ...draft, reason });
  const errors = tried ? representativeErrors(draft) : {};
  const reasonError = tried && reason.trim() === '' ? 'Say why: it is kept in the audit log' : undefined;
  const entity = member.organizationName ?? 'the entity';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!request.success || changing.isLoading) return;
    const result = await change({ memberId: member.id, change: request.data });
    if ('data' in result && result.data) {
      dispatch(notificationActions.toastShown({ message: `${result.data.email} now represents ${entity}`, variant: 'success' }));
      onDone();
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={`Change the representative of ${entity}`} sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, bgcolor: 'action.hover', gridColumn: '1 / -1' }}>
      <Typography sx={{ fontWeight: 600 }}>New representative of {entity}</Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {member.email} stops signing in for {entity} at once: its open sessions end. The new representative gets an email and signs in with their own address; they are screened against the sanctions lists.
      </Typography>
      <NewRepresentativeFields draft={draft} onChange={setDraft} errors={errors} disabled={changing.isLoading} />
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        value={reason}
        disabled={changing.isLoading}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError !== undefined}
        helperText={reasonError ?? 'Kept in the audit log with the change.'}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.COMMENT } }}
      />
      {changing.isError ? <Alert severity="error">{errorMessageOf(changing.error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={changing.isLoading}>
          {changing.isLoading ? 'Saving…' : 'Change representative'}
        </Button>
        <Button variant="text" onClick={onDone} disabled={changing.isLoading}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
