import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DECISION_LABELS } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ANALYST_LABEL, dealsRegionId, engineLabel, MEASURE_LABEL, type CalibrationCell } from './calibration-table';

/** The deals behind one number: all decided deals, or those of one list, newest decision first. */
function dealsOf({ row, measure }: CalibrationCell) {
  const deals = measure === 'decided' ? [...row.deals.agreed, ...row.deals.yesOnPassed, ...row.deals.noOnApproved] : row.deals[measure];
  return [...deals].sort((a, b) => b.decidedAt.localeCompare(a.decidedAt));
}

/** The deals behind an opened number, each linking to its deal page, with the decision and the analyst's vote. */
export function CalibrationDeals({ cell, period }: { cell: CalibrationCell | null; period: CalibrationCell['row']['period'] }) {
  const title = cell ? `${MEASURE_LABEL[cell.measure]}: ${ANALYST_LABEL[cell.row.analyst]}, ${engineLabel(cell.row.engine)}` : '';
  const deals = cell ? dealsOf(cell) : [];
  const headingId = `${dealsRegionId(period)}-heading`;
  // The box stays in the page, empty, so its live region announces the deals when a number opens them.
  return (
    <Box id={dealsRegionId(period)} aria-live="polite" sx={{ mt: cell ? 2 : 0 }}>
      {cell ? (
        <Box component="section" aria-labelledby={headingId}>
          <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {title}
          </Typography>
          {deals.length === 0 ? (
            <Typography color="text.secondary">No deals.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {deals.map((deal) => (
                <li key={deal.reportId}>
                  <Link component={RouterLink} to={paths.dealDetail(deal.reportId, deal.name)} sx={{ fontWeight: 600 }}>
                    {deal.name}
                  </Link>
                  {` · ${DECISION_LABELS[deal.outcome]} · the analyst voted ${deal.vote}`}
                </li>
              ))}
            </Box>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
