import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { Page } from '../../../lib/page';
import { QueryState } from '../../../lib/query-state';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { ALWAYS_FRESH } from '../admin.queries';
import { AdminArea } from '../components/admin-area';
import { DecidedDataRequest, PendingDataRequest } from '../components/data-request-card';
import { RetentionSection } from '../components/retention-section';
import { useGetDataRequestsQuery } from '../data-requests.queries';
import { selectDataRequests } from '../data-requests.slice';

const TITLE = 'Data requests';

/**
 * /admin/data-requests: people's requests to erase their data, pending ones first with what the
 * erasure would do, decided ones below; then what the retention rules keep and delete
 * (docs/flows/data-rights.md).
 */
export function DataRequestsPage() {
  return (
    <AdminArea title={TITLE}>
      <Page
        title={TITLE}
        description="Requests to erase a person’s data, and what the law makes the network keep."
        before={
          <Link component={RouterLink} to={paths.adminDashboard} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
            ← {USER_MENU_TEXT.adminDashboard.label}
          </Link>
        }
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 5 }}>
          <Requests />
          <RetentionSection />
        </Box>
      </Page>
    </AdminArea>
  );
}

function Requests() {
  const query = useGetDataRequestsQuery(undefined, ALWAYS_FRESH);
  const { justDecided } = useAppSelector(selectDataRequests);
  const decidedHeading = useRef<HTMLHeadingElement>(null);
  const requests = query.currentData ?? [];
  const pending = requests.filter((request) => request.status === 'pending');
  const decided = requests.filter((request) => request.status !== 'pending');
  // Once the request just decided shows among the decided ones, focus moves to it.
  useFocusOnChange(justDecided && decided.some((request) => request.id === justDecided) ? justDecided : null, decidedHeading);

  return (
    <QueryState query={query} label="the data requests">
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box component="section" aria-labelledby="pending-requests-heading" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h2" id="pending-requests-heading" sx={{ fontSize: '1.25rem' }}>
            Waiting for a decision{pending.length > 0 ? ` (${pending.length})` : ''}
          </Typography>
          {pending.length === 0 ? <Typography color="text.secondary">No request is waiting.</Typography> : pending.map((request) => <PendingDataRequest key={request.id} request={request} />)}
        </Box>
        {decided.length > 0 ? (
          <Box component="section" aria-labelledby="decided-requests-heading" sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h2" id="decided-requests-heading" sx={{ fontSize: '1.25rem' }}>
              Decided
            </Typography>
            {decided.map((request) => (
              <DecidedDataRequest key={request.id} request={request} headingRef={request.id === justDecided ? decidedHeading : undefined} />
            ))}
          </Box>
        ) : null}
      </Box>
    </QueryState>
  );
}
