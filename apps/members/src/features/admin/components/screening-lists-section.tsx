import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH } from '../admin.queries';
import { useGetScreeningListsQuery } from '../screening.queries';
import { ScreeningImportForm } from './screening-import-form';
import { ScreeningListsTable } from './screening-lists-table';

/** The Settings page's sanctions and PEP lists: what is imported, and a new version's upload. */
export function ScreeningListsSection() {
  const lists = useGetScreeningListsQuery(undefined, ALWAYS_FRESH);
  const headingId = useId();
  const items = lists.currentData ?? [];
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
