import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ballot } from '@quorum/domain';
import { useNow } from '../../../lib/use-now';
import { AgentVotesNote } from './agent-votes-note';
import { localMomentText, timeLeftText, turnoutText, yesNoText } from './vote-time';

/**
 * An open network vote: how long it runs, in the member's own time zone, the turnout against the
 * quorum, and the tally only when this viewer may see it (sealed ballots keep it closed until the
 * window closes, so early votes do not herd later ones).
 */
export function BallotOpen({ ballot }: { ballot: Ballot }) {
  const now = useNow(60_000);
  const closesAt = ballot.closesAt;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
      {closesAt ? (
        <>
          <dt>Closes</dt>
          <dd>
            <Typography component="span" sx={{ fontWeight: 700 }}>{timeLeftText(Date.parse(closesAt) - now)}</Typography>
            {' · '}
            <time dateTime={closesAt}>{localMomentText(closesAt)}</time>
          </dd>
        </>
      ) : null}
      <dt>Turnout</dt>
      <dd>{turnoutText(ballot.turnout, ballot.quorum)}</dd>
      <dt>Members’ votes</dt>
      <dd>
        {ballot.tally === null ? (
          'Sealed: the tally opens when the vote closes, so early votes do not sway later ones.'
        ) : (
          <>
            {yesNoText(ballot.tally)}
            {ballot.sealed ? ' (sealed for members until the vote closes)' : ''}
          </>
        )}
      </dd>
      <dt>Analysts’ votes</dt>
      <dd>
        {yesNoText(ballot.agents)} <AgentVotesNote agentVotes={ballot.agentVotes} />
      </dd>
    </Box>
  );
}
