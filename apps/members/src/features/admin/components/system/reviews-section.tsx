import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SystemOverview } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { SCROLL_SX, TABLE_SX } from '../admin-tables';
import { Figures, SystemSection } from './system-section';
import { formatWhen } from './system-text';

/** Review jobs waiting and running, and the reviews that ended in an error, with the error. */
export function ReviewsSection({ reviews }: { reviews: SystemOverview['reviews'] }) {
  return (
    <SystemSection title="Deal reviews">
      <Figures
        items={[
          { label: 'Waiting', value: reviews.waiting.toLocaleString() },
          { label: 'Running', value: reviews.running.toLocaleString() },
          { label: 'Ended in an error', value: reviews.failed.toLocaleString(), ...(reviews.failed > 0 ? { tone: 'warning' as const } : {}) },
        ]}
      />
      {reviews.latestFailures.length === 0 ? (
        <Typography color="text.secondary">No review has ended in an error.</Typography>
      ) : (
        <Box tabIndex={0} role="region" aria-label="Reviews that ended in an error" sx={SCROLL_SX}>
          <Box component="table" sx={TABLE_SX}>
            <caption>
              {reviews.failed > reviews.latestFailures.length ? `The latest ${reviews.latestFailures.length} of ${reviews.failed} reviews` : 'Reviews'} that ended in an error. The submitter sees the same message and may submit the deal
              again.
            </caption>
            <thead>
              <tr>
                <th scope="col">Deal</th>
                <th scope="col">Error</th>
                <th scope="col">Ended</th>
              </tr>
            </thead>
            <tbody>
              {reviews.latestFailures.map((review) => (
                <tr key={review.reportId}>
                  <td>
                    <Link component={RouterLink} to={paths.report(review.reportId)}>
                      {review.name}
                    </Link>
                  </td>
                  <td>{review.error || 'No message was recorded.'}</td>
                  <td className="nowrap">{review.failedAt ? <time dateTime={review.failedAt}>{formatWhen(review.failedAt)}</time> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </SystemSection>
  );
}
