import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { DuplicateDealNotice, DuplicateDeckNotice } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../deals';

/**
 * Said under a link whose site, or a file whose deck, Quorum already has: the deal's
 * name, status and date, so the network does not review one company twice by accident. Advice,
 * not a refusal.
 */
export function DuplicateNotice({ notice, subject }: { notice: DuplicateDealNotice | DuplicateDeckNotice; subject: 'site' | 'deck' }) {
  const sx = { mt: 0.5, px: 1.25, py: 0.75, borderRadius: 1.5, bgcolor: '#fff4e0', color: '#6d4200', fontSize: '0.875rem' } as const;
  if (notice.kind === 'dossier') {
    return (
      <Box data-duplicate sx={sx}>
        You already added this {subject} to a dossier that has not been reviewed yet.
      </Box>
    );
  }
  const date = formatDate(notice.createdAt);
  return (
    <Box data-duplicate sx={sx}>
      Already in Quorum:{' '}
      {notice.canOpen ? (
        <Link component={RouterLink} to={paths.dealDetail(notice.reportId, notice.name)} sx={{ color: 'inherit', fontWeight: 700 }}>
          {notice.name}
        </Link>
      ) : (
        <strong>{notice.name}</strong>
      )}{' '}
      · {notice.statusLabel}
      {date ? ` · submitted ${date}` : ''}. Submitting again starts a second review.
    </Box>
  );
}
