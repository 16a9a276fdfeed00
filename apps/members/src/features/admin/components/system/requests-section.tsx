import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequestMinute } from '@quorum/domain';
import { lazy, Suspense, useId } from 'react';
import { SCROLL_SX, TABLE_SX } from '../admin-tables';
import { SystemSection } from './system-section';
import { counted, formatMinute } from './system-text';

const RequestsChart = lazy(() => import('./requests-chart'));
/** The chart's height with its legend, held while its code loads so nothing below jumps. */
const CHART_HEIGHT = 240;

/** This instance's answers over the last hour: a chart, and the minutes with answers as a table beside it. */
export function RequestsSection({ minutes }: { minutes: RequestMinute[] }) {
  const captionId = useId();
  const total = minutes.reduce((sum, minute) => ({ requests: sum.requests + minute.requests, client: sum.client + minute.clientErrors, server: sum.server + minute.serverErrors }), { requests: 0, client: 0, server: 0 });
  const busy = minutes.filter((minute) => minute.requests > 0).reverse();
  return (
    <SystemSection title="Requests in the last hour">
      <Typography>
        {total.requests === 0
          ? 'No requests reached this instance in the last hour.'
          : `${counted(total.requests, 'request', 'requests')} answered by this instance: ${counted(total.client, 'refused as the caller’s mistake (4xx)', 'refused as the caller’s mistake (4xx)')}, ${counted(total.server, 'failed (5xx)', 'failed (5xx)')}. Health checks are left out.`}
      </Typography>
      {total.requests === 0 ? null : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Box component="figure" aria-label="Chart: requests by the minute over the last hour, refused and failed ones stacked on top; the table beside it lists the same figures" sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
            <Suspense fallback={<Box aria-hidden sx={{ height: CHART_HEIGHT }} />}>
              <RequestsChart minutes={minutes} />
            </Suspense>
          </Box>
          <Box tabIndex={0} role="region" aria-labelledby={captionId} sx={{ ...SCROLL_SX, maxHeight: CHART_HEIGHT + 40, overflowY: 'auto' }}>
            <Box component="table" sx={TABLE_SX}>
              <caption id={captionId}>Minutes with requests, latest first</caption>
              <thead>
                <tr>
                  <th scope="col">Minute</th>
                  <th scope="col">Requests</th>
                  <th scope="col">4xx</th>
                  <th scope="col">5xx</th>
                </tr>
              </thead>
              <tbody>
                {busy.map((minute) => (
                  <tr key={minute.at}>
                    <td className="nowrap">
                      <time dateTime={minute.at}>{formatMinute(minute.at)}</time>
                    </td>
                    <td>{minute.requests.toLocaleString()}</td>
                    <td>{minute.clientErrors.toLocaleString()}</td>
                    <td>{minute.serverErrors.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Box>
      )}
    </SystemSection>
  );
}
