import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ballot, DealDetailResponse } from '@quorum/domain';
import { BallotDecision } from './ballot-decision';
import { BallotOpen } from './ballot-open';
import { RecusalControls, RecusalsList } from './recusal-controls';
import { VoteForm } from './vote-form';
import { WindowAdminControls } from './window-admin-controls';

const PANEL_SX = { display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' } as const;

/** Why the member's vote cannot be cast or changed now; null while it can. */
function lockedReason(ballot: Ballot): string | null {
  if (ballot.phase === 'closed') return 'The vote on this deal has closed: votes can no longer be cast or changed.';
  if (ballot.iRecused) return 'You declared a conflict on this deal: withdraw it to vote.';
  return null;
}

/**
 * The network vote on a deal with a vote window (docs/flows/network-decisions.md): while open, the
 * time left, the turnout against the quorum, the member's own vote and recusal; once closed, the
 * decision with its full tally. Admins move the window from here.
 */
export function NetworkVotePanel({ ballot, detail, isAdmin }: { ballot: Ballot; detail: DealDetailResponse; isAdmin: boolean }) {
  const { deal, myVote, canVote } = detail;
  return (
    <Box component="section" aria-labelledby="network-vote-heading" sx={PANEL_SX}>
      <Typography variant="h2" id="network-vote-heading" sx={{ fontSize: '1.25rem' }}>
        Network vote
      </Typography>
      {ballot.phase === 'open' ? <BallotOpen ballot={ballot} /> : null}
      {ballot.phase === 'closed' ? ballot.decision ? <BallotDecision decision={ballot.decision} /> : <Typography>The vote has closed; its decision is being recorded.</Typography> : null}
      {ballot.phase === 'closed' && myVote ? <Typography>You voted {myVote.vote}.</Typography> : null}
      {canVote || ballot.iRecused ? (
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            Your vote
          </Typography>
          <VoteForm
            key={`${myVote?.vote}-${myVote?.comment}`}
            reportId={deal.reportId}
            dealName={deal.name}
            myVote={myVote?.vote ?? null}
            myComment={myVote?.comment ?? ''}
            changeUntil="the vote closes"
            lockedReason={lockedReason(ballot)}
          />
        </Box>
      ) : null}
      <RecusalControls reportId={deal.reportId} dealName={deal.name} ballot={ballot} />
      <RecusalsList recusals={ballot.recusals} />
      {isAdmin ? <WindowAdminControls reportId={deal.reportId} phase={ballot.phase} /> : null}
    </Box>
  );
}
