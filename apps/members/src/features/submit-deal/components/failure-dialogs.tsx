import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REPORT_MESSAGES } from '@quorum/domain';
import { ModalFrame } from '../../modals';

export const REPORT_ERROR_TITLE = 'I couldn’t score this deal';
export const REPORT_ERROR_TEXT = 'My agents and I were unable to provide a proper score for this deal.';
export const COMMON_ISSUES = [
  'Not enough information about the company on the open web',
  'Questionable metrics in the source materials',
  'A connection error while we were at capacity',
] as const;

/** The report error dialog: the reason, the common issues, and a way to add more. */
export function ReportErrorDialog({ position, message, onClose, onAddMaterials }: { position: number; message: string | null; onClose: () => void; onAddMaterials: () => void }) {
  return (
    <ModalFrame position={position} title={REPORT_ERROR_TITLE} onClose={onClose}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{REPORT_ERROR_TEXT}</Typography>
        {message ? (
          <Typography role="alert" sx={{ p: 1.5, borderRadius: 2, bgcolor: '#fbe9e7', color: '#8c1d18', overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        ) : null}
        <Box>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Common issues</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {COMMON_ISSUES.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
          <Button variant="contained" onClick={onAddMaterials} autoFocus>
            Add Additional Materials
          </Button>
        </Box>
      </Box>
    </ModalFrame>
  );
}

/**
 * 'Failed to load report data' (the preview could not be read) and 'Oops. Something went wrong.'
 * (a step before the review failed, with the message and what the server said).
 */
export function MessageDialog({ position, kind, message, detail, onClose }: { position: number; kind: 'loadFailed' | 'genericError'; message: string | null; detail?: string | null; onClose: () => void }) {
  const title = kind === 'loadFailed' ? REPORT_MESSAGES.loadReportFailed : REPORT_MESSAGES.genericErrorTitle;
  return (
    <ModalFrame position={position} title={title} onClose={onClose}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {kind === 'loadFailed' ? (
          <Typography>The review finished, but its report could not be read just now. It is in your submissions, and we emailed you.</Typography>
        ) : (
          <Typography role="alert" sx={{ fontWeight: 600 }}>
            {message}
          </Typography>
        )}
        {detail ? <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{detail}</Typography> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            Close
          </Button>
        </Box>
      </Box>
    </ModalFrame>
  );
}
