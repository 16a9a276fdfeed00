import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CURRENCY_CODES } from '@quorum/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/load-state';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { Page } from '../../../lib/page';
import { QueryState } from '../../../lib/query-state';
import { dealsQueries } from '../../deals';
import { useGetNetworkInvestmentsQuery, useWriteRoundMutation } from '../admin-rounds.queries';
import { AdminArea } from '../components/admin-area';
import { NetworkOverview } from '../components/rounds/network-overview';
import { RoundActionForm } from '../components/rounds/round-action-form';

const TITLE = 'Investments';

/** /admin/investments: the network's rounds and figures, and the form that opens a round. */
export function InvestmentsPage() {
  return (
    <AdminArea title={TITLE}>
      <Page
        title={TITLE}
        description="Rounds raised on the deals the network approved: commitments, capital called and paid in, value and distributions."
        before={
          <Link component={RouterLink} to={paths.adminDashboard} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
            ← {USER_MENU_TEXT.adminDashboard.label}
          </Link>
        }
      >
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Network />
          <OpenRound />
        </Box>
      </Page>
    </AdminArea>
  );
}

function Network() {
  const query = useGetNetworkInvestmentsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Box component="section" aria-labelledby="network-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6" id="network-heading">
        The network
      </Typography>
      <QueryState query={query} label="the network’s investments">
        {query.data ? <NetworkOverview network={query.data} /> : null}
      </QueryState>
    </Box>
  );
}

function OpenRound() {
  const deals = dealsQueries.endpoints.getPortfolio.useQuery(undefined, { refetchOnMountOrArgChange: true });
  const [write] = useWriteRoundMutation();
  const navigate = useNavigate();
  const approved = deals.data ?? [];
  return (
    <Box component="section" aria-labelledby="open-round-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6" id="open-round-heading">
        Open a round
      </Typography>
      <QueryState query={deals} label="the approved deals" empty={approved.length === 0 && 'No approved deal yet: a round opens on a deal the network approved for investment.'}>
        <RoundActionForm
          title="A round on an approved deal"
          submitLabel="Open the round"
          currency={(values) => values['currency'] || 'USD'}
          fields={[
            { name: 'reportId', label: 'Deal', kind: 'select', options: approved.map((deal) => ({ value: deal.reportId, label: deal.name })) },
            { name: 'currency', label: 'Currency', kind: 'select', initial: 'USD', options: CURRENCY_CODES.map((code) => ({ value: code, label: code })) },
            { name: 'target', label: 'Target', kind: 'wholeAmount', help: 'Whole units of the currency' },
            { name: 'deadline', label: 'Deadline', kind: 'datetime', help: 'In your time zone; at least an hour away' },
            { name: 'minimum', label: 'Minimum per member', kind: 'wholeAmount' },
            { name: 'maximum', label: 'Maximum per member', kind: 'wholeAmount' },
            { name: 'vehicleName', label: 'Vehicle', kind: 'text', help: 'The legal name members invest through' },
            { name: 'wireInstructions', label: 'Wire instructions', kind: 'multiline', help: 'Shown to allocated members once you confirm the capital call' },
          ]}
          onSubmit={async (values) => {
            const opened = await write({ kind: 'open', request: { reportId: values['reportId'] ?? '', currency: values['currency'] ?? 'USD', target: values['target'] ?? '', minimum: values['minimum'] ?? '', maximum: values['maximum'] ?? '', deadline: values['deadline'] ?? '', vehicleName: values['vehicleName'] ?? '', wireInstructions: values['wireInstructions'] ?? '' } });
            if ('error' in opened) return errorMessageOf(opened.error) ?? 'The round could not be opened.';
            void navigate(paths.adminRound(opened.data.id));
            return null;
          }}
        />
      </QueryState>
    </Box>
  );
}
