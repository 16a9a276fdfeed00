import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ModalFrame } from '../../modals/modal-frame';

export const SUBMIT_DEAL_TITLE = 'Submit a Deal';
export const SUBMIT_DEAL_SUBTITLE = 'Upload docs and paste links about the company';

/**
 * The Submit a Deal modal of the shell (spec 2 section 2). Its form belongs to the deal-submission
 * work; until it lands the modal points to the submission page rather than showing a form that
 * would not send anything.
 */
export function SubmitDealModal({ position, onClose }: { position: number; onClose: () => void }) {
  return (
    <ModalFrame position={position} title={SUBMIT_DEAL_TITLE} subtitle={SUBMIT_DEAL_SUBTITLE} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>
        Bring a company website, a DocSend link or a PDF deck. The review agent and its three analysts read everything you add and
        write a scored report; you get an email when it is done.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        If the agents and the members approve a deal you were first to submit, you receive 10% carry on exit.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
        <Button variant="contained" component={RouterLink} to={paths.submitDeal} onClick={onClose}>
          Open the submission page
        </Button>
      </Box>
    </ModalFrame>
  );
}
