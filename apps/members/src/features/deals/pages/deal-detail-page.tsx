import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { dealStatusDisplay, type Ballot } from '@quorum/domain';
import { OpenInNewIcon } from '@quorum/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { InjectFeature } from '../../../app/lazy-feature';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { selectIsAdmin } from '../../auth';
import { DealIcon } from '../../favicons';
import { ballotFeature } from '../ballot.feature';
import { NetworkVotePanel } from '../components/network-vote-panel';
import { DealStatus } from '../components/deal-status';
import { formatDate } from '../components/format';
import { Tally } from '../components/tally';
import { VoteForm } from '../components/vote-form';
import { VotesList } from '../components/votes-list';
import { WindowAdminControls } from '../components/window-admin-controls';
import { useGetDealQuery } from '../deals.queries';
import { useBallot } from '../use-ballot';

/** The tally is sealed for this viewer: no count of members' votes may show, nor who voted what. */
const sealedFor = (ballot: Ballot | undefined) => ballot?.phase === 'open' && ballot.tally === null;

/**
 * /deals/:id/:name: one deal with its summary, every vote, the tally, and the network vote with the
 * member's own vote (a deal without a vote window shows the member's vote as before windows existed).
 */
export function DealDetailPage() {
  return (
    <InjectFeature feature={ballotFeature}>
      <DealDetail />
    </InjectFeature>
  );
}

function DealDetail() {
  const { id = '' } = useParams();
  const query = useGetDealQuery(id);
  const data = query.data;
  const deal = data?.deal.id === id ? data.deal : null;
  const ballotQuery = useBallot(deal?.reportId);
  const ballot = deal && ballotQuery.currentData ? ballotQuery.currentData : undefined;
  const isAdmin = useAppSelector(selectIsAdmin);
  const sealed = sealedFor(ballot);

  return (
    <Page title={deal?.name ?? 'Deal'} maxWidth="md" before={<Link component={RouterLink} to={paths.deals} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>← All deals</Link>}>
      <QueryState query={query} loaded={Boolean(deal)} label="the deal">
        {deal && data ? (
          <Box sx={{ display: 'grid', gap: 4 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
              <DealIcon deal={deal} size={48} />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <DealStatus status={deal.effectiveStatus} />
                <Typography color="text.secondary" sx={{ fontSize: '0.875rem', mt: 0.5 }}>
                  Submitted {formatDate(deal.createdAt)} by {deal.createdBy}
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
                  {deal.url ? (
                    <Link href={deal.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                      Website <OpenInNewIcon sx={{ fontSize: 16 }} />
                    </Link>
                  ) : null}
                  {deal.twitterHandle ? <Typography component="span" sx={{ fontWeight: 600 }}>{deal.twitterHandle}</Typography> : null}
                </Box>
              </Box>
              <Box sx={{ width: { xs: '100%', sm: 220 } }}>
                {sealed ? <Typography sx={{ fontSize: '0.875rem', fontWeight: 600 }}>Tally sealed until the vote closes</Typography> : <Tally tally={deal.tally} />}
              </Box>
            </Box>
            <Box component="section">
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>Summary</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{deal.summary || deal.statusMessage || 'The review has not written a summary yet.'}</Typography>
              {dealStatusDisplay(deal.effectiveStatus).canOpen ? (
                <Button variant="outlined" component={RouterLink} to={paths.report(deal.reportId)} sx={{ mt: 2 }}>
                  Read the full report
                </Button>
              ) : null}
            </Box>
            {ballot && ballot.phase !== 'none' ? <NetworkVotePanel ballot={ballot} detail={data} isAdmin={isAdmin} /> : null}
            {ballotQuery.isError ? (
              <Typography role="alert" color="error">
                The network vote could not be loaded.{' '}
                <Button size="small" onClick={() => void ballotQuery.refetch()}>
                  Try again
                </Button>
              </Typography>
            ) : null}
            {(!ballot || ballot.phase === 'none') && data.canVote ? (
              <Box component="section" sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>Your vote</Typography>
                <VoteForm key={`${data.myVote?.vote}-${data.myVote?.comment}`} reportId={deal.reportId} dealName={deal.name} myVote={data.myVote?.vote ?? null} myComment={data.myVote?.comment ?? ''} />
              </Box>
            ) : null}
            {isAdmin && ballot?.phase === 'none' && deal.status === 'done' ? (
              <Box component="section" aria-labelledby="network-vote-heading" sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
                <Typography variant="h2" id="network-vote-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>Network vote</Typography>
                <Typography sx={{ mb: 1 }}>This deal was reviewed before vote windows existed: it has no network vote yet.</Typography>
                <WindowAdminControls reportId={deal.reportId} phase="none" />
              </Box>
            ) : null}
            <Box component="section">
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>Recommendations and votes</Typography>
              <VotesList
                entries={sealed ? deal.recommendationsAndVotes.filter((entry) => entry.role !== 'member') : deal.recommendationsAndVotes}
                empty="No votes yet."
              />
              {sealed ? <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '0.875rem' }}>Members’ votes show here once the vote closes.</Typography> : null}
            </Box>
          </Box>
        ) : null}
      </QueryState>
    </Page>
  );
}
