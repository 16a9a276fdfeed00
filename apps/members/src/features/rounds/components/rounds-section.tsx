import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { QueryState } from '../../../lib/query-state';
import { useGetRoundsQuery } from '../rounds.queries';
import { RoundCard } from './round-card';

/** The network's rounds a member may act on or follows: open ones first, then those they are in. */
export function RoundsSection() {
  const query = useGetRoundsQuery(undefined, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const rounds = (query.data ?? []).filter((round) => round.status === 'open' || round.mine !== null || round.myCarry !== null);
  const ordered = [...rounds.filter((round) => round.status === 'open'), ...rounds.filter((round) => round.status !== 'open')];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        Rounds
      </Typography>
      <QueryState query={query} label="the rounds" empty={ordered.length === 0 && 'No open rounds. When the network opens a round on an approved deal, you can commit here.'}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {ordered.map((round) => (
            <RoundCard key={round.id} round={round} />
          ))}
        </Box>
      </QueryState>
    </Box>
  );
}
