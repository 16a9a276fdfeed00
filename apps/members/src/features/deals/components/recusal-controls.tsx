import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ballot } from '@quorum/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { modalOpened } from '../../modals';
import { conflictDeclarationSubmitted, conflictWithdrawalSubmitted, selectBallotChange } from '../ballot.slice';

/**
 * Declaring a conflict (after a confirm step that says what it does) or withdrawing one. Only while
 * the window is open: after closing, the recusal is part of the record.
 */
export function RecusalControls({ reportId, dealName, ballot }: { reportId: string; dealName: string; ballot: Ballot }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector((state) => selectBallotChange(state, reportId, 'recusal'));
  const saving = change?.status === 'saving';
  if (ballot.phase !== 'open' || (!ballot.iRecused && !ballot.canRecuse)) return null;

  const confirmDeclaration = () =>
    dispatch(
      modalOpened({
        kind: 'confirm',
        title: `Declare a conflict on ${dealName}?`,
        message: 'Your vote on this deal is removed and you cannot vote on it while the conflict stands. Other members see that you recused, not why. You can withdraw the declaration until the vote closes.',
        confirmLabel: 'Declare conflict',
        onConfirm: conflictDeclarationSubmitted({ reportId }),
      }),
    );

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {ballot.iRecused ? (
        <>
          <Typography>You declared a conflict on this deal, so your vote does not count.</Typography>
          <Button variant="outlined" disabled={saving} onClick={() => dispatch(conflictWithdrawalSubmitted({ reportId }))}>
            {saving ? 'Withdrawing…' : 'Withdraw conflict'}
          </Button>
        </>
      ) : (
        <Button variant="outlined" disabled={saving} onClick={confirmDeclaration}>
          {saving ? 'Declaring…' : 'Declare a conflict'}
        </Button>
      )}
      {change?.status === 'failed' ? (
        <Typography role="alert" color="error" sx={{ fontSize: '0.875rem' }}>
          {change.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Who recused on this deal: names only, never why. */
export function RecusalsList({ recusals }: { recusals: Ballot['recusals'] }) {
  if (recusals.length === 0) return null;
  return (
    <Box>
      <Typography variant="h3" id="recusals-heading" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        Members who recused
      </Typography>
      <Box component="ul" aria-labelledby="recusals-heading" sx={{ m: 0, pl: 2.5 }}>
        {recusals.map((recusal, index) => (
          <li key={`${recusal.name}-${index}`}>{recusal.name}</li>
        ))}
      </Box>
    </Box>
  );
}
