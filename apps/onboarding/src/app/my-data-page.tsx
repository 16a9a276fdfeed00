import Box from '@mui/material/Box';
import { SectionErrorBoundary } from '@quorum/ui';
import { dataRightsFeature, MyDataPanel } from '../features/data-rights';
import { SessionTopBar } from '../features/session';
import { InjectFeature } from './lazy-feature';

/**
 * /apply/my-data (?token=… from the emailed link): the public top bar of /apply and one column.
 * Loaded lazily by the router, with its state and saga; the default export is what React.lazy takes.
 */
export default function MyDataPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SessionTopBar />
      <Box component="main" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
        <SectionErrorBoundary>
          <InjectFeature feature={dataRightsFeature}>
            <MyDataPanel />
          </InjectFeature>
        </SectionErrorBoundary>
      </Box>
    </Box>
  );
}
