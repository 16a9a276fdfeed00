import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LoadState } from '../../../lib/load-state';
import { Page } from '../../../lib/page';
import { MemberOnly } from '../../auth/components/role-gate';
import { DealList } from '../components/deal-list';
import { DealsTabs } from '../components/deals-tabs';
import { selectPortfolio } from '../deals.selectors';
import { portfolioRequested } from '../portfolio.slice';

/** /deals/portfolio: the deals the network approved. */
export function PortfolioPage() {
  const dispatch = useAppDispatch();
  const { status, items, error } = useAppSelector(selectPortfolio);
  useEffect(() => {
    dispatch(portfolioRequested());
  }, [dispatch]);
  return (
    <MemberOnly title="Portfolio">
      <Page title="Portfolio" description="The deals the network approved: the review agent's analysts and the members' votes reached the approval threshold.">
        <DealsTabs />
        <LoadState status={status} error={error} onRetry={() => dispatch(portfolioRequested({ force: true }))} label="the portfolio" empty={items.length === 0 && 'No approved deals yet.'}>
          <DealList deals={items} label="Portfolio" />
        </LoadState>
      </Page>
    </MemberOnly>
  );
}
