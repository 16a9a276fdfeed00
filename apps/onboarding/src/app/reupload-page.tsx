import Box from '@mui/material/Box';
import { SectionErrorBoundary } from '@quorum/ui';
import { reuploadFeature, ReuploadPanel } from '../features/reupload';
import { SessionTopBar } from '../features/session';
import { InjectFeature } from './lazy-feature';

/**
 * /apply/reupload?token=… (the link of a re-upload email): the public top bar of /apply and one
 * column. Loaded lazily by the router; the default export is what React.lazy takes, so the
 * first-load code needs no wrapper.
 */
export default function ReuploadPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SessionTopBar />
      <Box component="main" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
        <SectionErrorBoundary>
          <InjectFeature feature={reuploadFeature}>
            <ReuploadPanel />
          </InjectFeature>
        </SectionErrorBoundary>
      </Box>
    </Box>
  );
}
