import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVESTMENT_MESSAGES, minorToDecimal, parseWholeAmount, type Round } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/load-state';
import { useCommitToRoundMutation, useWithdrawFromRoundMutation } from '../rounds.queries';
import { money } from './money';

/**
 * A member's commitment to an open round: set, changed or withdrawn until the deadline. The amount
 * is read as text into minor units (never through a floating-point number) and checked against the
 * round's limits before it is sent; the API checks again, in the statement that writes it.
 */
export function CommitForm({ round }: { round: Round }) {
  const [commit, committing] = useCommitToRoundMutation();
  const [withdraw, withdrawing] = useWithdrawFromRoundMutation();
  const current = round.mine ? minorToDecimal(BigInt(round.mine.amount), round.currency).replace(/\.0+$/, '') : '';
  const [text, setText] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();
  const limits = `Between ${money(round.minimum, round.currency)} and ${money(round.maximum, round.currency)}, in whole ${round.currency}.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = parseWholeAmount(text, round.currency);
    if (!read.ok) return setProblem(read.message);
    if (read.minor < BigInt(round.minimum) || read.minor > BigInt(round.maximum)) return setProblem(INVESTMENT_MESSAGES.outsideLimits);
    setProblem(null);
    await commit({ roundId: round.id, amount: read.minor.toString() });
  };

  const busy = committing.isLoading || withdrawing.isLoading;
  const failure = committing.isError ? errorMessageOf(committing.error) : withdrawing.isError ? errorMessageOf(withdrawing.error) : null;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}>
      <TextField
        label={round.mine ? 'Your commitment' : 'Commit'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem !== null}
        helperText={problem ?? limits}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': helpId },
          input: { startAdornment: <InputAdornment position="start">{round.currency}</InputAdornment> },
        }}
      />
      <Typography id={helpId} color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        You may change or withdraw it until the deadline. If the round is oversubscribed, allocations are cut pro rata.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {round.mine ? 'Change commitment' : 'Commit'}
        </Button>
        {round.mine ? (
          <Button type="button" variant="outlined" color="inherit" disabled={busy} onClick={() => void withdraw({ roundId: round.id }).then(() => setText(''))}>
            Withdraw
          </Button>
        ) : null}
      </Box>
      <Typography role="status" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {committing.isLoading ? 'Saving…' : committing.isSuccess && !failure ? 'Saved' : ''}
      </Typography>
      {failure ? (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      ) : null}
    </Box>
  );
}
