import Box from '@mui/material/Box';
import { SectionErrorBoundary } from '@quorum/ui';
import { Suspense, useEffect, useRef } from 'react';
import { REFERRAL_PARAMS } from '../config/paths';
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
    dispatch(wizardActions.wizardOpened({ referralCode }));
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
          <WizardPanel renderSubmitStep={renderSubmitStep} renderSubmitted={renderSubmitted} preloadSubmitStep={preloadSubmitScreens} />
        </SectionErrorBoundary>
      </Box>
      <ToastArea />
    </Box>
  );
}
