import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminRound } from '@quorum/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { apiPaths, paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/load-state';
import { Page } from '../../../lib/page';
import { QueryState } from '../../../lib/query-state';
import { formatDay, money } from '../../rounds';
import { useGetAdminRoundQuery, useWriteRoundMutation } from '../admin-rounds.queries';
import type { RoundWrite } from '../admin-rounds.api';
import { AdminArea } from '../components/admin-area';
import { RoundActionForm, type ActionField } from '../components/rounds/round-action-form';

const STATUS = { open: 'Open for commitments', closed: 'Closed: allocations can be adjusted, then confirmed', confirmed: 'Capital called', exited: 'Exited' } as const;

/** /admin/rounds/:id: one round with every commitment, and what an admin may do at its stage. */
export function AdminRoundPage() {
  const { id = '' } = useParams();
  const round = useGetAdminRoundQuery(id, { refetchOnMountOrArgChange: true });
  const title = round.data ? `Round: ${round.data.dealName}` : 'Round';
  return (
    <AdminArea title={title}>
      <Page
        title={title}
        description={round.data ? `${round.data.vehicleName} · ${STATUS[round.data.status]}` : 'A round raised on an approved deal.'}
        before={
          <Link component={RouterLink} to={paths.adminInvestments} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
            ← Investments
          </Link>
        }
      >
        <QueryState query={round} label="the round">
          {round.data ? <RoundAdmin round={round.data} /> : null}
        </QueryState>
      </Page>
    </AdminArea>
  );
}

/** Sends one write and answers the API's refusal in its own words, or null. */
function useRoundWrite() {
  const [write] = useWriteRoundMutation();
  return async (change: RoundWrite): Promise<string | null> => {
    const result = await write(change);
    return 'error' in result ? (errorMessageOf(result.error) ?? 'The change could not be saved.') : null;
  };
}

function RoundAdmin({ round }: { round: AdminRound }) {
  const send = useRoundWrite();
  const today = new Date().toISOString().slice(0, 10);
  const members = round.commitments.map((row) => ({ value: row.memberId, label: `${row.name} (${row.email || 'erased'})` }));
  const member: ActionField = { name: 'memberId', label: 'Member', kind: 'select', options: members };
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Summary round={round} />
      <Commitments round={round} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        {round.status === 'open' ? (
          <RoundActionForm title="Close the round now" submitLabel="Close and allocate" currency={round.currency} fields={[{ name: 'reason', label: 'Reason', kind: 'text' }]} onSubmit={(values) => send({ kind: 'close', roundId: round.id, reason: values['reason'] ?? '' })} />
        ) : null}
        {round.status === 'closed' ? (
          <>
            <RoundActionForm
              title="Adjust an allocation"
              submitLabel="Save the allocation"
              currency={round.currency}
              fields={[member, { name: 'amount', label: 'Allocation', kind: 'wholeAmount', help: 'Zero, or from the minimum to the commitment' }, { name: 'reason', label: 'Reason', kind: 'text' }]}
              onSubmit={(values) => send({ kind: 'adjust', roundId: round.id, memberId: values['memberId'] ?? '', amount: values['amount'] ?? '', reason: values['reason'] ?? '' })}
            />
            <ConfirmCall round={round} onConfirm={() => send({ kind: 'confirm', roundId: round.id })} />
          </>
        ) : null}
        {round.status === 'confirmed' ? (
          <>
            <RoundActionForm
              title="Record a payment"
              submitLabel="Record the payment"
              currency={round.currency}
              fields={[member, { name: 'amount', label: 'Amount received', kind: 'amount' }, { name: 'receivedOn', label: 'Received on', kind: 'day', initial: today }]}
              onSubmit={(values) => send({ kind: 'payment', roundId: round.id, memberId: values['memberId'] ?? '', amount: values['amount'] ?? '', receivedOn: values['receivedOn'] ?? '' })}
            />
            <RoundActionForm
              title="Release an unpaid allocation"
              submitLabel="Release what is unpaid"
              currency={round.currency}
              fields={[member, { name: 'reason', label: 'Reason', kind: 'text' }]}
              onSubmit={(values) => send({ kind: 'release', roundId: round.id, memberId: values['memberId'] ?? '', reason: values['reason'] ?? '' })}
            />
            <RoundActionForm
              title="Record a valuation"
              submitLabel="Record the mark"
              currency={round.currency}
              fields={[{ name: 'value', label: 'Value of the whole holding', kind: 'amount' }, { name: 'markedOn', label: 'As of', kind: 'day', initial: today }, { name: 'note', label: 'Note', kind: 'text', help: 'A later round’s price, a write-down…' }]}
              onSubmit={(values) => send({ kind: 'mark', roundId: round.id, value: values['value'] ?? '', markedOn: values['markedOn'] ?? '', note: values['note'] ?? '' })}
            />
            <RoundActionForm
              title="Record the exit"
              submitLabel="Record and distribute"
              currency={round.currency}
              fields={[{ name: 'proceeds', label: 'Proceeds received', kind: 'amount' }, { name: 'exitedOn', label: 'On', kind: 'day', initial: today }, { name: 'note', label: 'Note', kind: 'text' }]}
              onSubmit={(values) => send({ kind: 'exit', roundId: round.id, proceeds: values['proceeds'] ?? '', exitedOn: values['exitedOn'] ?? '', note: values['note'] ?? '' })}
            />
          </>
        ) : null}
      </Box>
    </Box>
  );
}

function Summary({ round }: { round: AdminRound }) {
  const figures: Array<[string, string]> = [
    ['Target', money(round.target, round.currency)],
    ['Per member', `${money(round.minimum, round.currency)} to ${money(round.maximum, round.currency)}`],
    ['Committed', `${money(round.committedTotal, round.currency)} by ${round.commitmentCount === 1 ? '1 member' : `${round.commitmentCount} members`}`],
    ['Allocated', round.allocatedTotal === null ? '—' : money(round.allocatedTotal, round.currency)],
    ['Paid in', money(round.paidTotal, round.currency)],
    ['Carry to', round.carryTo ? round.carryTo.name : 'No one (no founder contacts)'],
  ];
  if (round.latestMark) figures.push(['Latest mark', `${money(round.latestMark.value, round.currency)} on ${formatDay(round.latestMark.markedOn)}`]);
  if (round.exitDetail) figures.push(['Exit', `${money(round.exitDetail.proceeds, round.currency)} on ${formatDay(round.exitDetail.exitedOn)}, carry ${money(round.exitDetail.carry, round.currency)}`]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {figures.map(([term, value]) => (
          <Box key={term}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Link href={apiPaths.adminRoundLedger(round.id)} download sx={{ justifySelf: 'start' }}>
        Download the ledger (CSV)
      </Link>
    </Box>
  );
}

function Commitments({ round }: { round: AdminRound }) {
  const columns = ['Member', 'Committed', 'Allocated', 'Paid in', 'Distributed'];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Commitments">
        <TableHead>
          <TableRow>
            {columns.map((label, index) => (
              <TableCell key={label} scope="col" align={index === 0 ? 'left' : 'right'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {round.commitments.map((row) => (
            <TableRow key={row.memberId}>
              <TableCell scope="row">
                {row.name}
                <Typography color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
                  {row.email}
                </Typography>
                {/* Before the capital call, an allocation held by someone who can no longer invest must be set to zero. */}
                {row.canInvest ? null : (
                  <Typography color="warning.dark" sx={{ fontSize: '0.8125rem', fontWeight: 600 }}>
                    Can no longer invest
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{money(row.amount, round.currency)}</TableCell>
              <TableCell align="right">
                {row.allocated === null ? '—' : money(row.allocated, round.currency)}
                {row.adjustment ? (
                  <Typography color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
                    was {money(row.adjustment.from, round.currency)}: {row.adjustment.reason}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{money(row.paid, round.currency)}</TableCell>
              <TableCell align="right">{row.distributed === null ? '—' : money(row.distributed, round.currency)}</TableCell>
            </TableRow>
          ))}
          {round.commitments.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>No commitment yet.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}

function ConfirmCall({ round, onConfirm }: { round: AdminRound; onConfirm: () => Promise<string | null> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Box component="section" aria-labelledby="confirm-heading" sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography component="h3" id="confirm-heading" sx={{ fontWeight: 700 }}>
        Confirm and call capital
      </Typography>
      <Typography color="text.secondary">
        Each member allocated something is emailed their allocation of the {money(round.allocatedTotal ?? '0', round.currency)} and the wire instructions. Allocations are final after this.
      </Typography>
      <Button
        variant="contained"
        disabled={busy}
        sx={{ justifySelf: 'start' }}
        onClick={() => {
          setBusy(true);
          void onConfirm().then((refused) => {
            setBusy(false);
            setFailure(refused);
          });
        }}
      >
        Confirm the allocations
      </Button>
      {failure ? (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      ) : null}
    </Box>
  );
}
