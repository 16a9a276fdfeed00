import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH } from '../admin.queries';
import { useGetScreeningListsQuery } from '../screening.queries';
import { ScreeningImportForm } from './screening-import-form';
import { ScreeningListsTable } from './screening-lists-table';
import { isRescreening, RESCREENING_POLL_MS } from '../screening-text';

/** The Settings page's sanctions and PEP lists: what is imported, and a new version's upload. */
export function ScreeningListsSection() {
  const [polling, setPolling] = useState(false);
  // Read again while a re-screening is under way, so the table shows how far it has got; no longer once every one has finished.
  const lists = useGetScreeningListsQuery(undefined, { ...ALWAYS_FRESH, pollingInterval: polling ? RESCREENING_POLL_MS : 0 });
  const headingId = useId();
  const items = lists.currentData ?? [];
  const rescreening = items.some(isRescreening);
  useEffect(() => setPolling(rescreening), [rescreening]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography component="h2" variant="h6" id={headingId}>
          Screening lists
        </Typography>
        <Typography color="text.secondary">
          Applicants, the people of their applications and members are screened against the sanctions and PEP lists imported here, at submission and again on every import.
        </Typography>
      </Box>
      <QueryState query={lists} label="the screening lists" empty={items.length === 0 && 'No list imported yet: screening starts with the first import.'}>
        <ScreeningListsTable lists={items} />
      </QueryState>
      <ScreeningImportForm />
    </Box>
  );
}
