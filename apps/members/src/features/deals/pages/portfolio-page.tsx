import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { MemberOnly } from '../../auth';
import { DealList } from '../components/deal-list';
import { DealsTabs } from '../components/deals-tabs';
import { useGetPortfolioQuery } from '../deals.queries';

/** /deals/portfolio: the deals the network approved. */
export function PortfolioPage() {
  const portfolio = useGetPortfolioQuery();
  const items = portfolio.data ?? [];
  return (
    <MemberOnly title="Portfolio">
      <Page title="Portfolio" description="The deals the network approved: the review agent's analysts and the members' votes reached the approval threshold.">
        <DealsTabs />
        <QueryState query={portfolio} label="the portfolio" empty={items.length === 0 && 'No approved deals yet.'}>
          <DealList deals={items} label="Portfolio" />
        </QueryState>
      </Page>
    </MemberOnly>
  );
}
