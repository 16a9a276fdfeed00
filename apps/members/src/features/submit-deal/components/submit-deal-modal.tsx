import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ModalFrame } from '../../modals';
import { submitFlowClosed } from '../submit-deal.actions';

export const SUBMIT_DEAL_TITLE = 'Submit a Deal';
export const SUBMIT_DEAL_SUBTITLE = 'Upload docs and paste links about the company';

// The form, its dialogs and sagas load when the modal first opens, not with the page under it.
const SubmitDealHost = lazy(() => import('./submit-deal-host'));

/**
 * The Submit a Deal modal of the shell. Closing it cancels whatever the
 * submission is doing and resets the form.
 */
export function SubmitDealModal({ position, onClose }: { position: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const close = () => {
    dispatch(submitFlowClosed());
    onClose();
  };
  return (
    <ModalFrame position={position} title={SUBMIT_DEAL_TITLE} subtitle={SUBMIT_DEAL_SUBTITLE} onClose={close} width={620}>
      <Suspense
        fallback={
          <Box role="status" aria-label="Loading the form" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the form" />
          </Box>
        }
      >
        <SubmitDealHost mode="modal" position={position} closeModal={onClose} />
      </Suspense>
    </ModalFrame>
  );
}
