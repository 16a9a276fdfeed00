import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { ModalFrame } from '../../modals';
import { selectSubmission } from '../submission.slice';
import { FaviconImage } from './favicon-image';

export const REVIEWING_TEXT = "My agents and I are reviewing now. It'll take a few minutes. We'll email you when we're done.";

/**
 * The processing dialog (dialog 4): the deal's name, URL and favicon, the
 * reviewing text, the progress bar and the Current Phase from the polled status.
 */
export function ProcessingDialog({ position, onNewDeal, onClose }: { position: number; onNewDeal: () => void; onClose: () => void }) {
  const { dealName, url, faviconUrl, progress, phaseLabel } = useAppSelector(selectSubmission);
  return (
    <ModalFrame position={position} title={dealName || 'Submitting your deal'} onClose={onClose}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {url ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: -1.5, minWidth: 0 }}>
            <FaviconImage src={faviconUrl} size={22} />
            <Typography color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {url}
            </Typography>
          </Box>
        ) : null}
        <Typography>{REVIEWING_TEXT}</Typography>
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label="Review progress" sx={{ height: 10, borderRadius: 5 }} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontSize: '0.8125rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em', color: 'text.secondary' }}>
              Current Phase
            </Typography>
            <Typography component="span" sx={{ fontSize: '0.8125rem', fontWeight: 700, color: 'text.secondary' }}>
              {progress}%
            </Typography>
          </Box>
          <Typography role="status" data-phase sx={{ fontWeight: 600, mt: 0.25 }}>
            {phaseLabel}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onNewDeal}>
            Submit a New Deal
          </Button>
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </Box>
      </Box>
    </ModalFrame>
  );
}
