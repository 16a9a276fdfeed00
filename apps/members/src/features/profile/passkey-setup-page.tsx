import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PASSKEY_MESSAGES } from '@quorum/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { InjectFeature } from '../../app/lazy-feature';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Page } from '../../lib/page';
import { selectIsAdmin, selectPasskeyStanding, selectPasskeysSupported, selectStepUp } from '../auth';
import { RecoveryCodePanel } from './components/recovery-code-panel';
import { passkeysFeature } from './passkeys.feature';
import { passkeyAddRequested, selectPasskeys } from './passkeys.slice';

/** The one thing this page is for: making the passkey, then its recovery code. */
function SetUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const supported = useAppSelector(selectPasskeysSupported);
  const standing = useAppSelector(selectPasskeyStanding);
  const { step, recoveryCode } = useAppSelector(selectPasskeys);
  const working = step.status === 'working';
  if (recoveryCode) return <RecoveryCodePanel code={recoveryCode} onSaved={() => navigate(paths.adminDashboard)} />;
  if (standing !== 'setup') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>You have a passkey: the admin pages ask for it when they need to.</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.adminDashboard}>
            Go to the Admin Dashboard
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.profile}>
            Manage your passkeys
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        Admin pages open every application’s identity documents, the screening lists and the network’s settings. An email link alone would hand all of that to whoever
        reads your mailbox, so Quorum asks admins for a passkey: your fingerprint, face or screen lock on this device, or a passkey in your password manager.
      </Typography>
      <Typography>Until you add one, you use Quorum as a member. Quorum will show you a recovery code once; keep it for the day you lose your passkeys.</Typography>
      {supported ? null : <Alert severity="info">This browser cannot use passkeys. Open Quorum in a current browser on your phone or computer to add one.</Alert>}
      <Box role="status" aria-live="polite">
        {working ? <Typography color="text.secondary">Follow your browser’s prompt to make the passkey…</Typography> : null}
      </Box>
      {step.status === 'failed' ? <Alert severity="error">{step.error}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" disabled={!supported || working} onClick={() => dispatch(passkeyAddRequested())}>
          Add a passkey
        </Button>
        <Button variant="text" component={RouterLink} to={paths.home}>
          Not now
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Where an admin without a passkey lands after an email sign-in (and where an admin page sends
 * them): the passkey first, then the recovery code, then on to the admin pages.
 */
export function PasskeySetupPage() {
  const admin = useAppSelector(selectIsAdmin);
  const recovered = useAppSelector(selectStepUp).recovery.done === true;
  if (!admin) {
    return (
      <Page title="Passkeys" maxWidth="md" description="Add and manage your passkeys on your profile page.">
        <Button variant="contained" component={RouterLink} to={paths.profile}>
          Go to your profile
        </Button>
      </Page>
    );
  }
  return (
    <Page title="Add a passkey" maxWidth="md" description={PASSKEY_MESSAGES.adminSetup}>
      {recovered ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {PASSKEY_MESSAGES.recovered}
        </Alert>
      ) : null}
      <InjectFeature feature={passkeysFeature}>
        <SetUp />
      </InjectFeature>
    </Page>
  );
}
