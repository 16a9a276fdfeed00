import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { newDealRequested, submitFlowClosed } from '../submit-deal.actions';

export type SubmitMode = 'modal' | 'page';

/**
 * What the dialogs' buttons do, for the modal or the page: closing cancels the flow and resets the form, and in modal mode closes the modal;
 * Submit a New Deal also brings the modal back after 100 ms.
 */
export function useFlowActions(mode: SubmitMode, closeModal: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = () => {
    dispatch(submitFlowClosed());
    if (mode === 'modal') closeModal();
  };
  return {
    close,
    newDeal: () => {
      dispatch(newDealRequested({ reopenModal: mode === 'modal' }));
      if (mode === 'modal') closeModal();
    },
    viewReport: (reportId: string) => {
      close();
      void navigate(paths.report(reportId));
    },
  };
}
