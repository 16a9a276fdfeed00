import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VoteTally } from '@quorum/domain';

/** Yes and no votes, agents' and members' together: what the effective status is decided on. */
export function Tally({ tally }: { tally: VoteTally }) {
  const total = tally.yes + tally.no;
  const yesShare = total === 0 ? 0 : Math.round((tally.yes * 100) / total);
  return (
    <Box>
      <Typography sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {tally.yes} yes · {tally.no} no{total > 0 ? ` · ${yesShare}% yes` : ''}
      </Typography>
      <Box aria-hidden sx={{ mt: 0.75, height: 6, borderRadius: 3, bgcolor: total === 0 ? 'grey.200' : 'error.light', overflow: 'hidden' }}>
        <Box sx={{ width: `${yesShare}%`, height: '100%', bgcolor: 'success.main' }} />
      </Box>
    </Box>
  );
}
