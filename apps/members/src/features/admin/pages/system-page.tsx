import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { Page } from '../../../lib/page';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH } from '../admin.queries';
import { AdminArea } from '../components/admin-area';
import { AttentionSummary } from '../components/system/attention-summary';
import { DeliveriesSection } from '../components/system/deliveries-section';
import { EmailSection } from '../components/system/email-section';
import { RequestsSection } from '../components/system/requests-section';
import { ReviewsSection } from '../components/system/reviews-section';
import { ServiceSection } from '../components/system/service-section';
import { StorageSection } from '../components/system/storage-section';
import { UpkeepSection } from '../components/system/upkeep-section';
import { formatWhen } from '../components/system/system-text';
import { useGetSystemQuery } from '../system.queries';

const TITLE = 'System';
/** Read again while the page is open and in front: it is a reading of now. */
const REFRESH_MS = 30_000;

/** /admin/system: whether the service is well, and the repair it offers (docs/flows/system.md). */
export function SystemPage() {
  return (
    <AdminArea title={TITLE}>
      <Page
        title={TITLE}
        description="How the service is doing, and what needs a hand."
        before={
          <Link component={RouterLink} to={paths.adminDashboard} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
            ← {USER_MENU_TEXT.adminDashboard.label}
          </Link>
        }
      >
        <SystemOverviewView />
      </Page>
    </AdminArea>
  );
}

function SystemOverviewView() {
  const query = useGetSystemQuery(undefined, { ...ALWAYS_FRESH, pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const overview = query.currentData;
  return (
    <QueryState query={query} label="the system overview">
      {overview ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <AttentionSummary overview={overview} />
            <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
              Read at {formatWhen(new Date(query.fulfilledTimeStamp ?? Date.now()).toISOString())}; read again every 30 seconds while this page is open.
            </Typography>
          </Box>
          <ServiceSection service={overview.service} instances={overview.instances} />
          <RequestsSection minutes={overview.requests} />
          <ReviewsSection reviews={overview.reviews} />
          <DeliveriesSection deliveries={overview.deliveries} />
          <EmailSection emails={overview.emails} />
          <UpkeepSection retention={overview.retention} screening={overview.screening} />
          <StorageSection storage={overview.storage} databaseBytes={overview.service.databaseBytes} />
        </Box>
      ) : null}
    </QueryState>
  );
}
