import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DECISION_LABELS, type DealListItem } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { MemberOnly } from '../../auth';
import { DealIcon } from '../../favicons';
import { DealStatus } from '../components/deal-status';
import { Tally } from '../components/tally';
import { VoteForm } from '../components/vote-form';
import { timeLeftText } from '../components/vote-time';
import { useGetDealsInfiniteQuery } from '../deals.queries';
import { selectVotableDeals } from '../deals.selectors';

/** Whether a deal still takes votes: it has no vote window (reviewed before windows existed), or its window is open. */
const takesVotes = (deal: DealListItem, now: number) => deal.vote === null || (deal.vote.outcome === null && Date.parse(deal.vote.closesAt) > now);

/** Where a deal's network vote stands, in a few words; nothing for a deal without a window. */
function voteStanding(deal: DealListItem, now: number): string | null {
  if (!deal.vote) return null;
  if (deal.vote.outcome) return `Vote closed: ${DECISION_LABELS[deal.vote.outcome]}`;
  const left = Date.parse(deal.vote.closesAt) - now;
  return left > 0 ? `Vote closes: ${timeLeftText(left).toLowerCase()}` : 'Vote closed: the decision is being recorded';
}

/** /vote: the finished reviews of other members' deals still open for votes, and the member's own votes. */
export function VotePage() {
  const deals = useGetDealsInfiniteQuery();
  const now = useNow(60_000);
  const votable = useAppSelector(selectVotableDeals);
  const awaiting = votable.awaiting.filter((deal) => takesVotes(deal, now));
  const { voted } = votable;

  return (
    <MemberOnly title="Vote">
      <Page title="Vote" description="Deals whose review is finished and that other members brought. Each is open for members' votes for a set time; when the vote closes, the network decides: approved for investment once enough members voted and the share of yes reaches the approval threshold." maxWidth="md">
        <QueryState query={deals} label="deals awaiting votes" empty={awaiting.length + voted.length === 0 && 'No deals are waiting for a vote right now.'}>
          <VoteSection title={`Awaiting your vote (${awaiting.length})`} deals={awaiting} now={now} empty="You have voted on every deal. Thank you." />
          <VoteSection title={`Your votes (${voted.length})`} deals={voted} now={now} empty="You have not voted yet." />
        </QueryState>
      </Page>
    </MemberOnly>
  );
}

function VoteSection({ title, deals, now, empty }: { title: string; deals: DealListItem[]; now: number; empty: string }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {deals.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {deals.map((deal) => (
          <Box key={deal.id} component="article" aria-label={deal.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <DealIcon deal={deal} size={36} />
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Link component={RouterLink} to={paths.dealDetail(deal.id, deal.name)} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
                  {deal.name}
                </Link>
                <Box>
                  <DealStatus status={deal.effectiveStatus} />
                </Box>
                {voteStanding(deal, now) ? (
                  <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                    {voteStanding(deal, now)}
                  </Typography>
                ) : null}
              </Box>
              <Box sx={{ width: { xs: '100%', sm: 200 } }}>
                {deal.vote?.sealed ? <Typography sx={{ fontSize: '0.875rem', fontWeight: 600 }}>Tally sealed until the vote closes</Typography> : <Tally tally={deal.tally} />}
              </Box>
            </Box>
            <VoteForm
              reportId={deal.reportId}
              dealName={deal.name}
              myVote={deal.myVote}
              {...(deal.vote ? { changeUntil: 'the vote closes' } : {})}
              lockedReason={takesVotes(deal, now) ? null : 'The vote on this deal has closed: votes can no longer be cast or changed.'}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
