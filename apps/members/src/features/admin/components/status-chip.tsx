import Box from '@mui/material/Box';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type DocumentReviewStatus } from '@quorum/domain';

const LABELS: Record<ApplicationStatus | DocumentReviewStatus, string> = {
  ...APPLICATION_STATUS_LABELS,
  pending: 'Not reviewed',
  accepted: 'Accepted',
  reupload_requested: 'Re-upload requested',
  replaced: 'Replaced',
};

const COLORS: Partial<Record<ApplicationStatus | DocumentReviewStatus, { bg: string; fg: string }>> = {
  approved: { bg: '#e6f4ec', fg: '#1e6b45' },
  accepted: { bg: '#e6f4ec', fg: '#1e6b45' },
  rejected: { bg: '#fbe9e7', fg: '#b3261e' },
  revisions_requested: { bg: '#fff4e0', fg: '#8a4b00' },
  reupload_requested: { bg: '#fff4e0', fg: '#8a4b00' },
  in_review: { bg: '#e8eef7', fg: '#1f3a5f' },
};

export const statusLabel = (status: ApplicationStatus | DocumentReviewStatus) => LABELS[status];

/** An application's or a document's review status, in words and a colour with AA contrast. */
export function StatusChip({ status }: { status: ApplicationStatus | DocumentReviewStatus }) {
  const colors = COLORS[status] ?? { bg: '#eef0f3', fg: '#3d4a59' };
  return (
    <Box component="span" sx={{ display: 'inline-block', px: 1, py: 0.25, borderRadius: 1, bgcolor: colors.bg, color: colors.fg, fontSize: '0.8125rem', fontWeight: 700, whiteSpace: 'nowrap' }}>
      {LABELS[status]}
    </Box>
  );
}
