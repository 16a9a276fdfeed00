import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Round, RoundStatus } from '@quorum/domain';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay, formatDeadline, money } from './money';

const STATUS: Record<RoundStatus, (round: Round) => string> = {
  open: (round) => `Open until ${formatDeadline(round.deadline)}`,
  closed: () => 'Closed: allocations are being confirmed',
  confirmed: () => 'Capital called',
  exited: (round) => (round.exit ? `Exited on ${formatDay(round.exit.exitedOn)}` : 'Exited'),
};

/** A figure as a term and its value, in the card's description list. */
function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A round as a member sees it (docs/flows/investments.md): its terms, how much of the target is
 * committed (never by whom), and their own place: the commitment form while they may commit,
 * then their allocation, the wire instructions once capital is called, what they paid and received.
 */
export function RoundCard({ round, linked = true }: { round: Round; linked?: boolean }) {
  const headingId = useId();
  const committed = round.committedTotal === null ? null : BigInt(round.committedTotal);
  const target = BigInt(round.target);
  const percent = committed === null || target === 0n ? null : Number(committed >= target ? 100n : (committed * 100n) / target);
  const members = round.commitmentCount === 1 ? '1 member' : `${round.commitmentCount} members`;
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h3" id={headingId} sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {linked ? (
            <Link component={RouterLink} to={paths.round(round.id)}>
              {round.dealName}
            </Link>
          ) : (
            round.dealName
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
          {round.vehicleName} · {STATUS[round.status](round)}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        <Figure term="Target">{money(round.target, round.currency)}</Figure>
        <Figure term="Per member">
          {money(round.minimum, round.currency)} to {money(round.maximum, round.currency)}
        </Figure>
        <Figure term="Committed">{round.committedTotal === null ? 'Shown once more members commit' : money(round.committedTotal, round.currency)}</Figure>
        <Figure term="Members committed">{members}</Figure>
      </Box>
      {percent === null ? null : <LinearProgress variant="determinate" value={percent} aria-label={`${percent}% of the target committed`} />}
      <MyPlace round={round} />
    </Box>
  );
}

// The form (and its text fields) loads when a round takes commitments: the portfolio page's code,
// which the prefetch after sign-in loads ahead of time, stays light.
const CommitForm = lazy(async () => ({ default: (await import('./commit-form')).CommitForm }));

function MyPlace({ round }: { round: Round }) {
  const mine = round.mine;
  if (round.canCommit)
    return (
      <Suspense fallback={null}>
        <CommitForm round={round} />
      </Suspense>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {round.status === 'open' && round.cannotCommitReason ? <Typography color="text.secondary">{round.cannotCommitReason}</Typography> : null}
      {mine ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          <Figure term="You committed">{money(mine.amount, round.currency)}</Figure>
          {mine.allocated !== null ? <Figure term="Your allocation">{money(mine.allocated, round.currency)}</Figure> : null}
          {round.status === 'confirmed' || round.status === 'exited' ? <Figure term="Paid in">{money(mine.paid, round.currency)}</Figure> : null}
          {mine.distributed !== null ? <Figure term="You received">{money(mine.distributed, round.currency)}</Figure> : null}
        </Box>
      ) : round.status !== 'open' ? (
        <Typography color="text.secondary">You did not commit to this round.</Typography>
      ) : null}
      {round.myCarry !== null ? <Typography>Your carry for bringing this deal: {money(round.myCarry, round.currency)}</Typography> : null}
      {round.wireInstructions && mine && round.status === 'confirmed' ? <WireInstructions round={round} /> : null}
    </Box>
  );
}

function WireInstructions({ round }: { round: Round }) {
  const headingId = useId();
  const owed = BigInt(round.mine?.allocated ?? '0') - BigInt(round.mine?.paid ?? '0');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(31, 58, 95, 0.05)', display: 'grid', gap: 1 }}>
      <Typography component="h4" id={headingId} sx={{ fontWeight: 700 }}>
        {owed > 0n ? `Wire ${money(owed.toString(), round.currency)} to ${round.vehicleName}` : 'Paid in full: thank you'}
      </Typography>
      {owed > 0n ? (
        <Typography component="pre" sx={{ m: 0, fontFamily: 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {round.wireInstructions}
        </Typography>
      ) : null}
    </Box>
  );
}
