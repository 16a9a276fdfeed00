import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessageOf, LoadState, loadStatusOf } from '../../../lib/load-state';
import { Page } from '../../../lib/page';
import { MemberOnly } from '../../auth';
import { DealList } from '../components/deal-list';
import { DealsTabs } from '../components/deals-tabs';
import { useMobileSubmitDeal } from '../components/mobile-submit-deal';
import { useGetDealsInfiniteQuery } from '../deals.queries';
import { selectDealItems } from '../deals.selectors';
import { dealsViewed } from '../deals.slice';

/** /deals: every deal of the network, newest first, with its effective status. */
export function DealsPage() {
  return (
    <MemberOnly title="Deals">
      <DealsList />
    </MemberOnly>
  );
}

function DealsList() {
  const dispatch = useAppDispatch();
  const deals = useGetDealsInfiniteQuery();
  const items = useAppSelector(selectDealItems);
  const status = loadStatusOf(deals);
  const error = errorMessageOf(deals.error);
  const submitDeal = useMobileSubmitDeal();
  // Looking at the list is what clears the green dot on New.
  useEffect(() => {
    if (status === 'loaded') dispatch(dealsViewed());
  }, [dispatch, status, items]);

  return (
    <Page
      title="Deals"
      description="Every deal the network has brought, newest first. Approved and rejected deals open; deals still being reviewed show as Processing."
      actions={submitDeal}
    >
      <DealsTabs />
      <LoadState status={status} error={error} onRetry={() => void deals.refetch()} label="deals" empty={items.length === 0 && 'No deals yet. Be the first to bring one.'}>
        <DealList deals={items} label="Deals" />
        {deals.hasNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void deals.fetchNextPage()} disabled={deals.isFetchingNextPage}>
              {deals.isFetchingNextPage ? 'Loading…' : 'Show more deals'}
            </Button>
          </Box>
        ) : null}
        {status === 'loaded' && error ? (
          <Typography role="alert" color="error" sx={{ mt: 2 }}>
            {error}
          </Typography>
        ) : null}
      </LoadState>
    </Page>
  );
}
