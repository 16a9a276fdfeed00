import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminMember } from '@quorum/domain';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessageOf } from '../../../lib/load-state';
import { notificationActions } from '../../notifications';
import { useResetMemberPasskeysMutation } from '../member-passkeys.queries';

/**
 * An admin removes every passkey of a member, the way back for someone who lost the device that
 * held theirs: said in full before it is done, since the member's sessions end too.
 */
export function PasskeysResetForm({ member, onDone }: { member: AdminMember; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [reset, resetting] = useResetMemberPasskeysMutation();

  const confirm = async () => {
    const result = await reset({ memberId: member.id });
    if (!('data' in result) || !result.data) return;
    const { removed } = result.data;
    const message = removed === 0 ? `${member.email} had no passkeys: nothing changed.` : `Removed ${removed === 1 ? 'the passkey' : `${removed} passkeys`} of ${member.email}, who was signed out and emailed.`;
    dispatch(notificationActions.toastShown({ message, variant: 'success' }));
    onDone();
  };

  return (
    <Box role="group" aria-label={`Remove the passkeys of ${member.email}`} sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, bgcolor: 'action.hover', gridColumn: '1 / -1' }}>
      <Typography sx={{ fontWeight: 600 }}>Remove every passkey of {member.email}?</Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        Do this when they lost the device that holds their passkey: without it they can neither remove it nor add another. Their open sessions end and they are emailed; they sign in
        with an email link and add a new passkey on their profile page. Make sure it is them who asked.
      </Typography>
      {resetting.isError ? <Alert severity="error">{errorMessageOf(resetting.error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" color="error" autoFocus disabled={resetting.isLoading} onClick={() => void confirm()}>
          {resetting.isLoading ? 'Removing…' : 'Remove passkeys'}
        </Button>
        <Button variant="outlined" onClick={onDone} disabled={resetting.isLoading}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
