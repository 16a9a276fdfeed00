import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { modalOpened } from '../../modals';

/** The header has Submit a Deal from 768 px; below, the deal lists offer it as their page action. */
export function useMobileSubmitDeal(): ReactNode {
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  return isMobile ? (
    <Button variant="contained" onClick={() => dispatch(modalOpened({ kind: 'submitDeal' }))}>
      Submit a Deal
    </Button>
  ) : undefined;
}
