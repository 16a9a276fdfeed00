import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMultiple, type PortfolioResponse } from '@quorum/domain';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { apiPaths, paths } from '../../../config/paths';
import { QueryState } from '../../../lib/query-state';
import { useAppSelector } from '../../../app/hooks';
import { selectIsNetworkMember } from '../../auth';
import { useGetPositionsQuery } from '../rounds.queries';
import { formatDay, money } from './money';

const multiple = (basisPoints: string | null) => formatMultiple(basisPoints === null ? undefined : BigInt(basisPoints));


/**
 * The member's investments (docs/flows/investments.md): totals per currency, the value over time
 * as a chart (a labelled figure, which the charts library makes keyboard-reachable) with the same
 * figures in a table beside it for screen readers, each position, and the statement as CSV.
 * `onlyWhenHeld`: shown only once there is a position (a network member's carry, on My Submissions).
 */
export function PositionsSection({ onlyWhenHeld = false }: { onlyWhenHeld?: boolean }) {
  const query = useGetPositionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const data = query.data;
  // A network member holds nothing but the carry a submission of theirs may earn: no empty section before it does.
  if (onlyWhenHeld && !(data && data.positions.length > 0)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" id={headingId}>
          Your investments
        </Typography>
        {data && data.positions.length > 0 ? (
          <Link href={apiPaths.statement} download="quorum-statement.csv">
            Download your statement (CSV)
          </Link>
        ) : null}
      </Box>
      <QueryState query={query} label="your investments" empty={data?.positions.length === 0 && 'No investments yet: a round you are allocated appears here once you pay in.'}>
        {data ? <Positions data={data} /> : null}
      </QueryState>
    </Box>
  );
}

function Positions({ data }: { data: Omit<PortfolioResponse, 'success'> }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {data.totals.map((total) => (
        <Box key={total.currency} component="dl" aria-label={`Totals in ${total.currency}`} sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}>
          {[
            ['Paid in', money(total.paidIn, total.currency)],
            ['Value now', money(total.value, total.currency)],
            ['Distributions', money(total.distributed, total.currency)],
            ['Multiple (TVPI)', multiple(total.tvpiBasisPoints)],
            ['Carry earned', money(total.carry, total.currency)],
          ].map(([term, value]) => (
            <Box key={term} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
      {/* Nothing to draw before the first payment, nor for a holding that is only a carry: no chart, no empty table. */}
      {data.series
        .filter((series) => series.points.some((point) => point.paidIn !== '0' || point.value !== '0' || point.distributed !== '0'))
        .map((series) => (
          <ValueOverTime key={series.currency} series={series} />
        ))}
      <PositionsTable positions={data.positions} />
    </Box>
  );
}

const ValueChart = lazy(() => import('./value-chart'));
/** The chart's height with its legend, held while the chart's code loads so nothing below jumps. */
const CHART_HEIGHT = 297;

/** The value over time: a line chart, and beside it the same points as a table. */
export function ValueOverTime({ series, title = 'Value over time' }: { series: PortfolioResponse['series'][number]; title?: string }) {
  const captionId = useId();
  const { currency, points } = series;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Box component="figure" aria-label={`Chart: ${title.toLowerCase()} (${currency}); the table beside it lists the same figures`} sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        <Suspense fallback={<Box aria-hidden sx={{ height: CHART_HEIGHT }} />}>
          <ValueChart series={series} />
        </Suspense>
      </Box>
      <Table size="small" aria-labelledby={captionId}>
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left', padding: 0, paddingBottom: 8, fontWeight: 600 }}>
          {title} ({currency})
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Day</TableCell>
            <TableCell scope="col" align="right">
              Paid in
            </TableCell>
            <TableCell scope="col" align="right">
              Value
            </TableCell>
            <TableCell scope="col" align="right">
              Distributions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.day}>
              <TableCell scope="row">{formatDay(point.day)}</TableCell>
              <TableCell align="right">{money(point.paidIn, currency)}</TableCell>
              <TableCell align="right">{money(point.value, currency)}</TableCell>
              <TableCell align="right">{money(point.distributed, currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function PositionsTable({ positions }: { positions: PortfolioResponse['positions'] }) {
  // A round's page is for members; a network member (who holds only a carry) reads the deal's name.
  const networkMember = useAppSelector(selectIsNetworkMember);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Your positions">
        <TableHead>
          <TableRow>
            {['Deal', 'Paid in', 'Value now', 'Distributions', 'Multiple', 'Carry'].map((label, index) => (
              <TableCell key={label} scope="col" align={index === 0 ? 'left' : 'right'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {positions.map((position) => (
            <TableRow key={position.roundId}>
              <TableCell scope="row">
                {networkMember ? (
                  position.dealName
                ) : (
                  <Link component={RouterLink} to={paths.round(position.roundId)}>
                    {position.dealName}
                  </Link>
                )}
                <Typography color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
                  {position.vehicleName}
                </Typography>
              </TableCell>
              <TableCell align="right">{money(position.paidIn, position.currency)}</TableCell>
              <TableCell align="right">{money(position.value, position.currency)}</TableCell>
              <TableCell align="right">{money(position.distributed, position.currency)}</TableCell>
              <TableCell align="right">{multiple(position.tvpiBasisPoints)}</TableCell>
              <TableCell align="right">{money(position.carry, position.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
