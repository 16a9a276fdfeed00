import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { Page } from '../../../lib/page';
import { selectIsAdmin, selectIsNetworkMember, selectPasskeyStanding } from '../auth.selectors';
import { AdminPasskeyGate } from './admin-passkey-gate';

/**
 * Pages network members do not get (no deal list, Vote or Leads). The server
 * refuses them too; this says so in words instead of an error.
 */
export function MemberOnly({ title, children }: { title: string; children: ReactNode }) {
  const networkMember = useAppSelector(selectIsNetworkMember);
  if (!networkMember) return <>{children}</>;
  return (
    <Page title={title} maxWidth="md" description="This page is for full members of Quorum. As a network member you can submit deals and follow your own submissions.">
      <Button variant="contained" component={RouterLink} to={paths.submissions}>
        Go to My Submissions
      </Button>
    </Page>
  );
}

/**
 * Settings and the Admin Dashboard are for role admin, and only once the admin has a passkey and
 * has used it in the last 12 hours: until then the page asks for it.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const admin = useAppSelector(selectIsAdmin);
  const standing = useAppSelector(selectPasskeyStanding);
  if (admin && (standing === 'setup' || standing === 'confirm')) return <AdminPasskeyGate title={title} standing={standing} />;
  if (admin) return <>{children}</>;
  return (
    <Page title={title} maxWidth="md" description="Only Quorum admins can open this page.">
      <Typography>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Back to the home page
        </Button>
      </Typography>
    </Page>
  );
}
