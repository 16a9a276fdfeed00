import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { dealStatusDisplay } from '@quorum/domain';
import { CancelIcon, CheckCircleIcon } from '@quorum/ui';

/**
 * A deal's effectiveStatus as the lists show it (see docs/flows/statuses-and-votes.md): Processing with a spinner, 'Approved!',
 * 'Rejected', and anything else capitalised with the rejected icon.
 */
export function DealStatus({ status }: { status: string }) {
  const display = dealStatusDisplay(status);
  const color = display.icon === 'approved' ? 'success.main' : display.icon === 'rejected' ? 'error.main' : 'text.secondary';
  return (
    <Box component="span" data-status={status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color, fontWeight: 600, fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
      {display.icon === 'spinner' ? <CircularProgress size={14} thickness={5} color="inherit" aria-hidden /> : null}
      {display.icon === 'approved' ? <CheckCircleIcon sx={{ fontSize: 18 }} /> : null}
      {display.icon === 'rejected' ? <CancelIcon sx={{ fontSize: 18 }} /> : null}
      {display.label}
    </Box>
  );
}
