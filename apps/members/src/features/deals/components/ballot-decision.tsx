import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ballot } from '@quorum/domain';
import { AgentVotesNote } from './agent-votes-note';
import { localMomentText, yesNoText } from './vote-time';

type Decided = NonNullable<Ballot['decision']>;

const OUTCOME_COLOR: Record<Decided['outcome'], string> = { approved: 'success.main', passed: 'error.main', 'no-quorum': 'text.secondary' };

/** A closed vote's result as it was stored at closing: the label first, then the full tally and the rules it met. */
export function BallotDecision({ decision }: { decision: Decided }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, color: OUTCOME_COLOR[decision.outcome] }}>
        {decision.label}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
        <dt>Members’ votes</dt>
        <dd>{yesNoText(decision.members)}</dd>
        <dt>Analysts’ votes</dt>
        <dd>
          {yesNoText(decision.agents)} <AgentVotesNote agentVotes={decision.rules.agentVotes} />
        </dd>
        <dt>Quorum</dt>
        <dd>
          {decision.quorum} member votes needed, {decision.turnout} cast ({decision.activeMembers} active members)
        </dd>
        <dt>Approval threshold</dt>
        <dd>{decision.rules.approvalThresholdPercent}% yes</dd>
        <dt>Closed</dt>
        <dd>
          <time dateTime={decision.decidedAt}>{localMomentText(decision.decidedAt)}</time>
          {decision.closedEarly ? ' · closed early by an admin' : ''}
        </dd>
      </Box>
    </Box>
  );
}
