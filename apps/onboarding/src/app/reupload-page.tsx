import Box from '@mui/material/Box';
import { SectionErrorBoundary } from '@quorum/ui';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { reuploadReducer, reuploadSaga, ReuploadPanel } from '../features/reupload';
import { SessionTopBar } from '../features/session';
import { injectFeature } from './lazy-feature';
import type { AppStore } from './store';

const REUPLOAD_FEATURE = { name: 'reupload', reducer: reuploadReducer, saga: reuploadSaga };

/**
 * /apply/reupload?token=… (the link of a re-upload email): the public top bar of /apply and one
 * column. Loaded lazily by the router; the default export is what React.lazy takes, so the
 * first-load code needs no wrapper.
 */
export default function ReuploadPage() {
  const store = useStore() as AppStore;
  // Before the panel reads its state: a state initialiser runs during this first render.
  useState(() => injectFeature(store, REUPLOAD_FEATURE));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SessionTopBar />
      <Box component="main" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
        <SectionErrorBoundary>
          <ReuploadPanel />
        </SectionErrorBoundary>
      </Box>
    </Box>
  );
}
