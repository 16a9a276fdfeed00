import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '../../../config/paths';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { AdminArea } from '../components/admin-area';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ALWAYS_FRESH, useGetApplicationQuery } from '../admin.queries';
import { applicationClosed, applicationOpened } from '../applications.slice';
import { ApplicationDetail } from '../components/application-detail';
import { ApplicationQueue } from '../components/application-queue';
import { MembersPanel } from '../components/members-panel';
import { ScreeningHitsPanel } from '../components/screening-hits-panel';

const TABS = [
  { id: 'applications', label: 'Applications' },
  { id: 'members', label: 'Members and roles' },
  { id: 'screening', label: 'Screening hits' },
] as const;
type Tab = (typeof TABS)[number]['id'];
/** The admin pages of their own, after the dashboard's tabs. */
const PAGE_LINKS = [
  { to: paths.adminCalibration, label: 'Agent calibration' },
  { to: paths.adminDataRequests, label: 'Data requests' },
  { to: paths.adminInvestments, label: 'Investments' },
  { to: paths.adminSystem, label: 'System' },
] as const;

/** /admin/dashboard, 'Manage the network': the application review queue, members with their roles, and the open screening hits. */
export function AdminDashboardPage() {
  return (
    <AdminArea title={USER_MENU_TEXT.adminDashboard.label}>
      <Dashboard />
    </AdminArea>
  );
}

function Dashboard() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((item) => item.id === params.get('tab'))?.id ?? 'applications';
  const openId = params.get('application');
  const detail = useGetApplicationQuery(openId ?? skipToken, ALWAYS_FRESH);

  useEffect(() => {
    if (openId) dispatch(applicationOpened({ id: openId }));
    else dispatch(applicationClosed());
  }, [dispatch, openId]);

  return (
    <Page title={USER_MENU_TEXT.adminDashboard.label} description={USER_MENU_TEXT.adminDashboard.description}>
      <Box component="nav" aria-label="Dashboard sections" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 3, borderBottom: 1, borderColor: 'divider', '& a': { whiteSpace: 'nowrap' } }}>
        {TABS.map((item) => (
          <Link key={item.id} component={RouterLink} to={`?tab=${item.id}`} underline="none" aria-current={tab === item.id ? 'page' : undefined} sx={{ px: 1.5, py: 1.25, fontWeight: 600, color: tab === item.id ? 'primary.main' : 'text.secondary', borderBottom: 2, borderColor: tab === item.id ? 'primary.main' : 'transparent', mb: '-1px' }}>
            {item.label}
          </Link>
        ))}
        {PAGE_LINKS.map((item) => (
          <Link key={item.to} component={RouterLink} to={item.to} underline="none" sx={{ px: 1.5, py: 1.25, fontWeight: 600, color: 'text.secondary', borderBottom: 2, borderColor: 'transparent', mb: '-1px' }}>
            {item.label}
          </Link>
        ))}
      </Box>
      {tab === 'members' ? <MembersPanel /> : null}
      {tab === 'screening' ? <ScreeningHitsPanel /> : null}
      {tab === 'applications' && !openId ? <ApplicationQueue onOpen={(id) => setParams({ tab: 'applications', application: id })} /> : null}
      {tab === 'applications' && openId ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Link component={RouterLink} to="?tab=applications" sx={{ fontWeight: 600 }}>
            ← Back to the queue
          </Link>
          <QueryState query={detail} label="the application">
            {detail.currentData ? <ApplicationDetail application={detail.currentData} /> : null}
          </QueryState>
        </Box>
      ) : null}
    </Page>
  );
}
