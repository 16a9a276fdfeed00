import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Page } from '../../lib/page';
import { selectModalStack } from '../modals';
import SubmitDealHost from './components/submit-deal-host';
import { submitFlowClosed } from './submit-deal.actions';

const noModal = () => undefined;

/**
 * /deals/submit (heading "Got a deal for me?"): the submit form as a page.
 * Leaving the page cancels a submission in flight, as closing the modal does. A Submit a Deal
 * modal opened over the page shares the form and shows the dialogs itself.
 */
export function SubmitDealPage() {
  const dispatch = useAppDispatch();
  const modalOpen = useAppSelector(selectModalStack).some((modal) => modal.spec.kind === 'submitDeal');
  useEffect(() => () => void dispatch(submitFlowClosed()), [dispatch]);
  return (
    <Page title="Got a deal for me?" maxWidth="md" description="Upload docs and paste links about the company. My analysts and I review everything you add and write a scored report.">
      <Box sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
        <SubmitDealHost mode="page" position={0} closeModal={noModal} showDialogs={!modalOpen} />
      </Box>
    </Page>
  );
}
