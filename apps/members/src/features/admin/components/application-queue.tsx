import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { applicationStatusSchema, type ApplicationStatus } from '@quorum/domain';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QueryState } from '../../../lib/query-state';
import { formatDate } from '../../deals';
import { ALWAYS_FRESH, useGetApplicationsQuery } from '../admin.queries';
import { applicationsFilterChanged, selectApplications } from '../applications.slice';
import { StatusChip, statusLabel } from './status-chip';

const STATUSES = applicationStatusSchema.options;

/** The application review queue: filter by status, search, and open one. */
export function ApplicationQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const dispatch = useAppDispatch();
  const { filter } = useAppSelector(selectApplications);
  const [query, setQuery] = useState(filter.q);
  const list = useGetApplicationsQuery(filter, ALWAYS_FRESH);
  const items = list.currentData?.applications ?? [];
  const total = list.currentData?.total ?? 0;
  const counts = list.data?.counts ?? null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    dispatch(applicationsFilterChanged({ q: query }));
  };
  const choose = (status: ApplicationStatus | null) => dispatch(applicationsFilterChanged({ status }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="group" aria-label="Filter by status" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant={filter.status === null ? 'contained' : 'outlined'} aria-pressed={filter.status === null} onClick={() => choose(null)}>
          All
        </Button>
        {STATUSES.map((status) => (
          <Button key={status} size="small" variant={filter.status === status ? 'contained' : 'outlined'} aria-pressed={filter.status === status} onClick={() => choose(status)}>
            {statusLabel(status)}
            {counts ? ` (${counts[status]})` : ''}
          </Button>
        ))}
      </Box>
      <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1, maxWidth: 520 }}>
        <TextField size="small" label="Search name, email, organisation or id" value={query} onChange={(event) => setQuery(event.target.value)} fullWidth />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Box>
      <QueryState query={list} label="applications" empty={items.length === 0 && 'No applications match.'}>
        <Box component="ul" aria-label="Applications" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
          {items.map((application) => (
            <Box component="li" key={application.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 1.3fr) 150px 110px auto' }, gap: { xs: 0.5, md: 2 }, alignItems: 'center', px: 2.5, py: 1.75, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{application.organizationName ?? application.name}</Typography>
                <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                  {[application.organizationName ? application.name : null, application.organizationType ?? application.entityType].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', overflow: 'hidden', textOverflow: 'ellipsis', display: { xs: 'none', md: 'block' } }}>{application.email}</Typography>
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <StatusChip status={application.status} />
              </Box>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.8125rem', display: { xs: 'none', md: 'block' } }}>{formatDate(application.submittedAt)}</Typography>
              <Button size="small" variant="outlined" onClick={() => onOpen(application.id)} aria-label={`Open the application of ${application.name}`} sx={{ gridRow: { xs: '1', md: 'auto' }, gridColumn: { xs: '2', md: 'auto' } }}>
                Open
              </Button>
            </Box>
          ))}
        </Box>
        {total > items.length ? (
          <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            Showing {items.length} of {total}. Narrow the search to find the others.
          </Typography>
        ) : null}
      </QueryState>
    </Box>
  );
}
