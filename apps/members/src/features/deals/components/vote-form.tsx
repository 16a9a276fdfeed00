import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThumbDownIcon, ThumbUpIcon } from '@quorum/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectVoteState } from '../deals.selectors';
import { voteSubmitted } from '../votes.slice';

type Side = 'Yes' | 'No';

/**
 * Yes or No with an optional comment. The member's own vote is shown and can be changed: the
 * form starts from it and says "Change vote" once one is in.
 */
export function VoteForm({
  reportId,
  dealName,
  myVote,
  myComment = '',
  changeUntil = 'the deal leaves review',
  lockedReason = null,
}: {
  reportId: string;
  dealName: string;
  myVote: Side | null;
  myComment?: string;
  /** Until when a vote can change, as the sentence under the member's vote says it. */
  changeUntil?: string;
  /** Why the vote cannot be cast or changed now (the window closed, a conflict declared); null: it can. */
  lockedReason?: string | null;
}) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectVoteState(root, reportId));
  const [side, setSide] = useState<Side | null>(myVote);
  const [comment, setComment] = useState(myComment);
  const saving = state?.status === 'saving';
  const locked = lockedReason !== null;
  const unchanged = side === myVote && comment.trim() === myComment.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (side) dispatch(voteSubmitted({ reportId, vote: side, ...(comment.trim() ? { comment: comment.trim() } : {}) }));
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={`Your vote on ${dealName}`} sx={{ display: 'grid', gap: 1.5 }}>
      {myVote ? (
        <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          You voted <strong>{myVote}</strong>.{locked ? '' : ` You can change your vote until ${changeUntil}.`}
        </Typography>
      ) : null}
      {locked ? (
        <Typography id={`vote-locked-${reportId}`} sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
          {lockedReason}
        </Typography>
      ) : null}
      <Box role="group" aria-label="Your vote" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['Yes', 'No'] as const).map((option) => (
          <Button
            key={option}
            variant={side === option ? 'contained' : 'outlined'}
            color={option === 'Yes' ? 'success' : 'error'}
            aria-pressed={side === option}
            startIcon={option === 'Yes' ? <ThumbUpIcon /> : <ThumbDownIcon />}
            onClick={() => setSide(option)}
            disabled={saving || locked}
          >
            {option}
          </Button>
        ))}
      </Box>
      <TextField label="Comment (optional)" value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} size="small" disabled={saving || locked} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      {state?.status === 'failed' ? (
        <Typography role="alert" color="error" sx={{ fontSize: '0.875rem' }}>
          {state.error}
        </Typography>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={!side || saving || locked || (myVote !== null && unchanged)} aria-describedby={locked ? `vote-locked-${reportId}` : undefined}>
          {saving ? 'Saving…' : myVote ? 'Change vote' : 'Cast vote'}
        </Button>
      </Box>
    </Box>
  );
}
