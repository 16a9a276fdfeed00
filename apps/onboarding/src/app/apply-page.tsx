import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { SectionErrorBoundary } from '@quorum/ui';
import { Suspense, useEffect, useRef } from 'react';
import { paths, REFERRAL_PARAMS } from '../config/paths';
import { ServerDraftControls, serverDraftActions } from '../features/drafts';
import { ToastArea } from '../features/notifications';
import { SessionTopBar } from '../features/session';
import { preloadSubmitScreens, SubmitStep, SubmittedScreen } from '../features/submission';
import { ApplyIntro, WizardPanel, wizardActions } from '../features/wizard';
import { useAppDispatch } from './hooks';

const renderSubmitStep = (onBack: () => void) => (
  <Suspense fallback={null}>
    <SubmitStep onBack={onBack} />
  </Suspense>
);
const renderSubmitted = () => (
  <Suspense fallback={null}>
    <SubmittedScreen />
  </Suspense>
);

/** /apply/continue: the page a "Continue on another device" email links to. */
function isContinuePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === `${paths.basename}${paths.continue}`;
}

/**
 * /apply: the public top bar, no navigation bar, two columns of 2/5 and 3/5
 * stacked on small screens, each with its own fallback, and the toast area.
 */
export function ApplyPage() {
  const dispatch = useAppDispatch();
  const opened = useRef(false);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (opened.current) return;
    opened.current = true;
    const params = new URLSearchParams(window.location.search);
    const referralCode = REFERRAL_PARAMS.map((name) => params.get(name)).find((code) => code) ?? null;
    const token = isContinuePath(window.location.pathname) ? params.get('token') : null;
    if (token) {
      // The emailed link's token leaves the address bar (and the history) before it is spent.
      window.history.replaceState(window.history.state, '', paths.basename);
      dispatch(serverDraftActions.continueLinkOpened({ token, referralCode }));
    } else {
      dispatch(wizardActions.wizardOpened({ referralCode }));
    }
  }, [dispatch]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SessionTopBar />
      <Box
        component="main"
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 6 },
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <SectionErrorBoundary>
          <ApplyIntro />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <Box>
            <WizardPanel renderSubmitStep={renderSubmitStep} renderSubmitted={renderSubmitted} preloadSubmitStep={preloadSubmitScreens} />
            <ServerDraftControls />
          </Box>
        </SectionErrorBoundary>
      </Box>
      <Box component="footer" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pb: 4 }}>
        <Link href={`${paths.basename}${paths.myData}`} variant="body2" color="text.secondary">
          Your data
        </Link>
      </Box>
      <ToastArea />
    </Box>
  );
}
