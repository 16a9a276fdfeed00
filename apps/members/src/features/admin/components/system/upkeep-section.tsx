import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SystemOverview } from '@quorum/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { SystemSection } from './system-section';
import { counted, formatWhen } from './system-text';

/** A run's day is a UTC calendar day ('2026-11-27'): shown as that day, whatever the viewer's time zone. */
const RUN_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** The daily retention run and the screening re-check each list import starts: when each last ran, and what it did. */
export function UpkeepSection({ retention, screening }: Pick<SystemOverview, 'retention' | 'screening'>) {
  return (
    <SystemSection title="Retention and screening">
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Last retention run
        </Typography>
        {retention ? (
          <Typography>
            {RUN_DAY.format(new Date(`${retention.day}T00:00:00Z`))}:{' '}
            {retention.finishedAt ? (
              <>
                finished at <time dateTime={retention.finishedAt}>{formatWhen(retention.finishedAt)}</time>, {counted(retention.documentsDeleted, 'document', 'documents')} deleted,{' '}
                {counted(retention.applicationsClosedOut, 'application', 'applications')} closed out, {counted(retention.recordsPurged, 'kept record', 'kept records')} purged.
              </>
            ) : (
              <>
                running since <time dateTime={retention.startedAt}>{formatWhen(retention.startedAt)}</time>.
              </>
            )}{' '}
            <Link component={RouterLink} to={paths.adminDataRequests}>
              Retention on the Data requests page
            </Link>
          </Typography>
        ) : (
          <Typography color="text.secondary">The daily retention run has not run yet.</Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Screening re-check
        </Typography>
        {screening.length === 0 ? (
          <Typography color="text.secondary">No screening list is imported: applicants and members are screened against nothing.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {screening.map((list) => (
              <li key={list.source}>
                {list.name} {list.version ? `(${list.version})` : ''}, imported <time dateTime={list.importedAt}>{formatWhen(list.importedAt)}</time>: {recheckText(list.rescreening)}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </SystemSection>
  );
}

function recheckText(rescreening: SystemOverview['screening'][number]['rescreening']): string {
  if (!rescreening) return 'no re-check was asked for.';
  if (rescreening.state === 'pending') return 're-check waiting to start (or running on another instance).';
  if (rescreening.state === 'running') {
    const { applications, members } = rescreening;
    return `re-checking: ${applications.done.toLocaleString()} of ${applications.total.toLocaleString()} applications, ${members.done.toLocaleString()} of ${members.total.toLocaleString()} members, ${counted(rescreening.newHits, 'new hit', 'new hits')} so far.`;
  }
  return `re-checked everyone on ${formatWhen(rescreening.finishedAt)}: ${counted(rescreening.applications, 'application', 'applications')} and ${counted(rescreening.members, 'member', 'members')}, ${counted(rescreening.newHits, 'new hit', 'new hits')}${rescreening.failed > 0 ? `, ${counted(rescreening.failed, 'subject', 'subjects')} failed (see the log)` : ''}.`;
}
