import Typography from '@mui/material/Typography';
import type { DecisionRules } from '@quorum/domain';

/** Whether the analysts' votes count, said beside them: advisory ones are shown, never counted. */
export function AgentVotesNote({ agentVotes }: { agentVotes: DecisionRules['agentVotes'] }) {
  return (
    <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
      {agentVotes === 'counting' ? '(counted with the members’ votes; never a decision without a member quorum)' : '(advisory: shown beside the tally, not counted)'}
    </Typography>
  );
}
