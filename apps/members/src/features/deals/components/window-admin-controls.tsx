import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { moveWindowRequestSchema, type Ballot, type MoveWindowRequest } from '@quorum/domain';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectBallotChange, voteWindowMoveSubmitted } from '../ballot.slice';

const REASON_HINT = 'Required; the audit log keeps it with your name.';

/**
 * An admin closes the window now, extends it by some days, or opens one on a deal reviewed before
 * windows existed; every move carries a reason (docs/flows/network-decisions.md).
 */
export function WindowAdminControls({ reportId, phase }: { reportId: string; phase: Ballot['phase'] }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector((state) => selectBallotChange(state, reportId, 'window'));
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('3');
  const [tried, setTried] = useState<MoveWindowRequest['action'] | null>(null);
  const saving = change?.status === 'saving';
  // The shared schema judges both fields, so the form and the API agree on what a move needs.
  const issues = moveWindowRequestSchema.safeParse({ action: 'extend', days: /^\d+$/.test(days) ? Number(days) : NaN, reason }).error?.issues ?? [];
  const reasonError = issues.some((issue) => issue.path[0] === 'reason') ? 'Write a reason of at least 3 characters' : null;
  const daysError = issues.some((issue) => issue.path[0] === 'days') ? 'A whole number of days from 1 to 90' : null;
  if (phase === 'closed') return null;

  const send = (action: MoveWindowRequest['action']) => {
    setTried(action);
    const parsed = moveWindowRequestSchema.safeParse(action === 'extend' ? { action, days: Number(days), reason } : { action, reason });
    if (parsed.success) dispatch(voteWindowMoveSubmitted({ reportId, move: parsed.data }));
  };
  const prevent = (event: FormEvent) => event.preventDefault();

  return (
    <Box component="form" onSubmit={prevent} noValidate aria-labelledby="window-admin-heading" sx={{ display: 'grid', gap: 1.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h3" id="window-admin-heading" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        Vote window (admins)
      </Typography>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        size="small"
        error={tried !== null && reasonError !== null}
        helperText={tried !== null && reasonError ? reasonError : REASON_HINT}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {phase === 'open' ? (
          <>
            <Button variant="outlined" color="error" disabled={saving} onClick={() => send('close')}>
              Close vote now
            </Button>
            <TextField
              label="Days"
              value={days}
              onChange={(event) => setDays(event.target.value.replace(/[^\d]/g, '').slice(0, 2))}
              size="small"
              error={tried === 'extend' && daysError !== null}
              helperText={tried === 'extend' && daysError ? daysError : 'Days to add'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 120 }}
            />
            <Button variant="outlined" disabled={saving} onClick={() => send('extend')}>
              Extend
            </Button>
          </>
        ) : (
          <Button variant="outlined" disabled={saving} onClick={() => send('open')}>
            Open a vote
          </Button>
        )}
      </Box>
      {change?.status === 'failed' ? (
        <Typography role="alert" color="error" sx={{ fontSize: '0.875rem' }}>
          {change.error}
        </Typography>
      ) : null}
    </Box>
  );
}
