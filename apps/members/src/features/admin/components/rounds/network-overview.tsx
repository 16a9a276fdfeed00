import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMultiple, type NetworkResponse } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { money, ValueOverTime } from '../../../rounds';

const multiple = (basisPoints: string | null) => formatMultiple(basisPoints === null ? undefined : BigInt(basisPoints));
const STATUS = { open: 'Open', closed: 'Closed', confirmed: 'Capital called', exited: 'Exited' } as const;

/**
 * The network's investments for the admins: committed, called, paid in, value and distributions per
 * round and in total per currency, with TVPI and DPI, and the value over time as a chart with the
 * same points in a table beside it.
 */
export function NetworkOverview({ network }: { network: Omit<NetworkResponse, 'success'> }) {
  const columns = ['Round', 'Status', 'Committed', 'Called', 'Paid in', 'Value', 'Distributions', 'TVPI', 'DPI'];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {network.series.filter((series) => series.points.length > 0).map((series) => (
        <ValueOverTime key={series.currency} series={series} title="The network’s value over time" />
      ))}
      {network.rounds.length === 0 ? <Typography color="text.secondary">No round yet: open one on a deal the network approved.</Typography> : null}
      <Box sx={{ overflowX: 'auto', display: network.rounds.length === 0 ? 'none' : undefined }}>
        <Table size="small" aria-label="Rounds and totals">
          <TableHead>
            <TableRow>
              {columns.map((label, index) => (
                <TableCell key={label} scope="col" align={index < 2 ? 'left' : 'right'}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {network.rounds.map((round) => (
              <TableRow key={round.roundId}>
                <TableCell scope="row">
                  <Link component={RouterLink} to={paths.adminRound(round.roundId)}>
                    {round.dealName}
                  </Link>
                </TableCell>
                <TableCell>{STATUS[round.status]}</TableCell>
                {[round.committed, round.called, round.paidIn, round.value, round.distributed].map((amount, index) => (
                  <TableCell key={index} align="right">
                    {money(amount, round.currency)}
                  </TableCell>
                ))}
                <TableCell align="right">{multiple(round.tvpiBasisPoints)}</TableCell>
                <TableCell align="right">{multiple(round.dpiBasisPoints)}</TableCell>
              </TableRow>
            ))}
            {network.totals.map((total) => (
              <TableRow key={total.currency} sx={{ '& td, & th': { fontWeight: 700 } }}>
                <TableCell scope="row">Total ({total.currency})</TableCell>
                <TableCell />
                {[total.committed, total.called, total.paidIn, total.value, total.distributed].map((amount, index) => (
                  <TableCell key={index} align="right">
                    {money(amount, total.currency)}
                  </TableCell>
                ))}
                <TableCell align="right">{multiple(total.tvpiBasisPoints)}</TableCell>
                <TableCell align="right">{multiple(total.dpiBasisPoints)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
