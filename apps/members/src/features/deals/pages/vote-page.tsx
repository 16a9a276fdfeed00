import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DealListItem } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { MemberOnly } from '../../auth';
import { DealIcon } from '../../favicons';
import { DealStatus } from '../components/deal-status';
import { Tally } from '../components/tally';
import { VoteForm } from '../components/vote-form';
import { useGetDealsInfiniteQuery } from '../deals.queries';
import { selectVotableDeals } from '../deals.selectors';

/** /vote: the finished reviews of other members' deals, each with the member's vote and the tally. */
export function VotePage() {
  const deals = useGetDealsInfiniteQuery();
  const { awaiting, voted } = useAppSelector(selectVotableDeals);

  return (
    <MemberOnly title="Vote">
      <Page title="Vote" description="Deals whose review is finished and that other members brought. Your vote counts together with the three analysts' votes; a deal is approved once the share of yes votes reaches the network's approval threshold." maxWidth="md">
        <QueryState query={deals} label="deals awaiting votes" empty={awaiting.length + voted.length === 0 && 'No deals are waiting for a vote right now.'}>
          <VoteSection title={`Awaiting your vote (${awaiting.length})`} deals={awaiting} empty="You have voted on every deal. Thank you." />
          <VoteSection title={`Your votes (${voted.length})`} deals={voted} empty="You have not voted yet." />
        </QueryState>
      </Page>
    </MemberOnly>
  );
}

function VoteSection({ title, deals, empty }: { title: string; deals: DealListItem[]; empty: string }) {
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
              </Box>
              <Box sx={{ width: { xs: '100%', sm: 200 } }}>
                <Tally tally={deal.tally} />
              </Box>
            </Box>
            <VoteForm reportId={deal.reportId} dealName={deal.name} myVote={deal.myVote} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
