import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { LoadState } from '../../../lib/load-state';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { MemberOnly } from '../../auth';
import { DealList } from '../components/deal-list';
import { DealsTabs } from '../components/deals-tabs';
import { useGetPortfolioQuery } from '../deals.queries';

// The rounds and the member's positions load when the page shows them: the page's own code, which
// the prefetch after sign-in loads ahead of time (the bench's /deals first load counts it), stays light.
const RoundsSection = lazy(async () => ({ default: (await import('../../rounds')).RoundsSection }));
const PositionsSection = lazy(async () => ({ default: (await import('../../rounds')).PositionsSection }));

/**
 * /deals/portfolio: the network's rounds and the member's investments in them, then the deals the
 * network approved (docs/flows/investments.md).
 */
export function PortfolioPage() {
  const portfolio = useGetPortfolioQuery();
  const items = portfolio.data ?? [];
  return (
    <MemberOnly title="Portfolio">
      <Page title="Portfolio" description="The deals the network approved, the rounds raised on them, and your investments.">
        <DealsTabs />
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
          <Suspense fallback={<LoadState status="loading" label="the rounds and your investments">{null}</LoadState>}>
            <RoundsSection />
            <PositionsSection />
          </Suspense>
          <Box component="section" aria-labelledby="approved-deals-heading" sx={{ display: 'grid', gap: 2 }}>
            <Typography component="h2" variant="h6" id="approved-deals-heading">
              Approved deals
            </Typography>
            <QueryState query={portfolio} label="the portfolio" empty={items.length === 0 && 'No approved deals yet.'}>
              <DealList deals={items} label="Portfolio" />
            </QueryState>
          </Box>
        </Box>
      </Page>
    </MemberOnly>
  );
}
