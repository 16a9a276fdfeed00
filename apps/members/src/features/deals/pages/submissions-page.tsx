import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { DeleteIcon } from '@quorum/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { selectIsNetworkMember } from '../../auth';
import { modalOpened } from '../../modals';
import { DealList } from '../components/deal-list';
import { DealsTabs } from '../components/deals-tabs';
import { useMobileSubmitDeal } from '../components/mobile-submit-deal';
import { useGetSubmissionsQuery } from '../deals.queries';
import { selectDeletingSubmissions } from '../deals.selectors';
import { submissionDeleteConfirmed } from '../submissions.slice';

// The positions load when the page shows them (see the portfolio page): the prefetched page code stays light.
const PositionsSection = lazy(async () => ({ default: (await import('../../rounds')).PositionsSection }));

/** /deals/submissions, My Submissions: only the member's own deals, each deletable after a confirmation. */
export function SubmissionsPage() {
  const dispatch = useAppDispatch();
  const submissions = useGetSubmissionsQuery();
  const items = submissions.currentData ?? [];
  const deleting = useAppSelector(selectDeletingSubmissions);
  const networkMember = useAppSelector(selectIsNetworkMember);
  const submitDeal = useMobileSubmitDeal();

  const confirmDelete = (reportId: string, name: string) =>
    dispatch(
      modalOpened({
        kind: 'confirm',
        title: `Delete ${name}?`,
        message: 'The deal and its report are removed from Quorum for everyone, votes included. This cannot be undone.',
        confirmLabel: 'Delete deal',
        destructive: true,
        onConfirm: submissionDeleteConfirmed({ ids: [reportId] }),
      }),
    );

  return (
    <Page
      title={USER_MENU_TEXT.submissions.label}
      description={USER_MENU_TEXT.submissions.description}
      actions={submitDeal}
    >
      <DealsTabs showNetworkLists={!networkMember} />
      <QueryState query={submissions} label="your submissions" empty={items.length === 0 && 'You have not submitted a deal yet.'}>
        <DealList
          deals={items}
          label="My Submissions"
          actions={(deal) => (
            <IconButton aria-label={`Delete ${deal.name}`} onClick={() => confirmDelete(deal.reportId, deal.name)} disabled={deleting.includes(deal.reportId)} size="small">
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        />
      </QueryState>
      {/* The carry a network member's submission earned: their only holding, so it lives here. */}
      {networkMember ? (
        <Box sx={{ mt: 5 }}>
          <Suspense fallback={null}>
            <PositionsSection onlyWhenHeld />
          </Suspense>
        </Box>
      ) : null}
    </Page>
  );
}
