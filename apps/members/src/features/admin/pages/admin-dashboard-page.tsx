import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { LoadState } from '../../../lib/load-state';
import { Page } from '../../../lib/page';
import { InjectFeature } from '../../../app/lazy-feature';
import { AdminOnly } from '../../auth';
import { adminFeature } from '../admin.feature';
import { applicationDocumentUrl } from '../admin.api';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorMessageOf, loadStatusOf } from '../../../app/quorum-api';
import { ALWAYS_FRESH, useGetApplicationQuery } from '../admin.queries';
import { applicationClosed, applicationOpened } from '../applications.slice';
import { ApplicationDetail } from '../components/application-detail';
import { ApplicationQueue } from '../components/application-queue';
import { MembersPanel } from '../components/members-panel';

const TABS = [
  { id: 'applications', label: 'Applications' },
  { id: 'members', label: 'Members and roles' },
] as const;

/** /admin/dashboard, 'Manage the network': the application review queue, and members with their roles. */
export function AdminDashboardPage() {
  return (
    <AdminOnly title={USER_MENU_TEXT.adminDashboard.label}>
      <InjectFeature feature={adminFeature}>
        <Dashboard />
      </InjectFeature>
    </AdminOnly>
  );
}

function Dashboard() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'members' ? 'members' : 'applications';
  const openId = params.get('application');
  const detail = useGetApplicationQuery(openId ?? skipToken, ALWAYS_FRESH);

  useEffect(() => {
    if (openId) dispatch(applicationOpened({ id: openId }));
    else dispatch(applicationClosed());
  }, [dispatch, openId]);

  return (
    <Page title={USER_MENU_TEXT.adminDashboard.label} description={USER_MENU_TEXT.adminDashboard.description}>
      <Box component="nav" aria-label="Dashboard sections" sx={{ display: 'flex', gap: 0.5, mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((item) => (
          <Link key={item.id} component={RouterLink} to={`?tab=${item.id}`} underline="none" aria-current={tab === item.id ? 'page' : undefined} sx={{ px: 1.5, py: 1.25, fontWeight: 600, color: tab === item.id ? 'primary.main' : 'text.secondary', borderBottom: 2, borderColor: tab === item.id ? 'primary.main' : 'transparent', mb: '-1px' }}>
            {item.label}
          </Link>
        ))}
      </Box>
      {tab === 'members' ? <MembersPanel /> : null}
      {tab === 'applications' && !openId ? <ApplicationQueue onOpen={(id) => setParams({ tab: 'applications', application: id })} /> : null}
      {tab === 'applications' && openId ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Link component={RouterLink} to="?tab=applications" sx={{ fontWeight: 600 }}>
            ← Back to the queue
          </Link>
          <LoadState status={loadStatusOf(detail)} error={errorMessageOf(detail.error)} onRetry={() => void detail.refetch()} label="the application">
            {detail.currentData ? <ApplicationDetail application={detail.currentData} documentUrl={(documentId) => applicationDocumentUrl(openId, documentId)} /> : null}
          </LoadState>
        </Box>
      ) : null}
    </Page>
  );
}
