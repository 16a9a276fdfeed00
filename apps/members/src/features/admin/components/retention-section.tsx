import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@quorum/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH } from '../admin.queries';
import { useGetRetentionQuery } from '../data-requests.queries';
import { SCROLL_SX, TABLE_SX } from './admin-tables';

/** A run's day is a UTC calendar day ('2026-11-27'): shown as that day, whatever the viewer's time zone. */
const RUN_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

const count = (value: number, one: string, many: string) => `${value.toLocaleString()} ${value === 1 ? one : many}`;

/**
 * Retention on the Data requests page (docs/flows/data-rights.md): the policy with the way to
 * change it, the records kept under anti-money-laundering rules with the day each is deleted, and
 * what the latest daily runs deleted.
 */
export function RetentionSection() {
  const query = useGetRetentionQuery(undefined, ALWAYS_FRESH);
  const overview = query.currentData;
  return (
    <Box component="section" aria-labelledby="retention-heading" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <Typography variant="h2" id="retention-heading" sx={{ fontSize: '1.25rem' }}>
        Retention
      </Typography>
      <QueryState query={query} label="the retention overview">
        {overview ? (
          <>
            <Box component="section" aria-labelledby="retention-policy-heading" sx={{ display: 'grid', gap: 0.75 }}>
              <Typography component="h3" id="retention-policy-heading" sx={{ fontWeight: 700 }}>
                Policy
              </Typography>
              <Typography>
                Documents of rejected or withdrawn applications are deleted {count(overview.policy.closedApplicationDocumentsDays, 'day', 'days')} after the application closed.
              </Typography>
              <Typography>
                Former members’ identity and accreditation (KYC) records are kept for {count(overview.policy.kycRetentionYears, 'year', 'years')} after the relationship ended, then deleted.
              </Typography>
              <Link component={RouterLink} to={paths.adminSettings} sx={{ fontWeight: 600, justifySelf: 'start' }}>
                Change the retention periods in Settings
              </Link>
            </Box>
            <Box component="section" aria-labelledby="retention-kept-heading">
              <Typography component="h3" id="retention-kept-heading" sx={{ fontWeight: 700, mb: 1 }}>
                Kept records
              </Typography>
              {overview.retained.length === 0 ? (
                <Typography color="text.secondary">No record is kept under anti-money-laundering rules.</Typography>
              ) : (
                <Box tabIndex={0} sx={SCROLL_SX}>
                  <Box component="table" sx={TABLE_SX}>
                    <caption>Records locked under anti-money-laundering rules, each deleted on its date.</caption>
                    <thead>
                      <tr>
                        <th scope="col">Reference</th>
                        <th scope="col">Record</th>
                        <th scope="col">Why it is kept</th>
                        <th scope="col">Kept since</th>
                        <th scope="col">Deleted on</th>
                      </tr>
                    </thead>
                    <tbody>
                      {overview.retained.map((record) => (
                        <tr key={record.applicationId}>
                          <td className="nowrap">
                            <Box component="code" sx={{ fontSize: '0.8125rem' }}>
                              {record.applicationId}
                            </Box>
                          </td>
                          <td>{record.label}</td>
                          <td>{record.reason}</td>
                          <td className="nowrap">
                            <time dateTime={record.retainedSince}>{formatLongDate(record.retainedSince)}</time>
                          </td>
                          <td className="nowrap">
                            <time dateTime={record.purgeAt}>{formatLongDate(record.purgeAt)}</time>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                </Box>
              )}
            </Box>
            <Box component="section" aria-labelledby="retention-runs-heading">
              <Typography component="h3" id="retention-runs-heading" sx={{ fontWeight: 700, mb: 1 }}>
                Latest runs
              </Typography>
              {overview.runs.length === 0 ? (
                <Typography color="text.secondary">The daily retention run has not run yet.</Typography>
              ) : (
                <Box tabIndex={0} sx={SCROLL_SX}>
                  <Box component="table" sx={TABLE_SX}>
                    <caption>Once a day, what is past its date is deleted.</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Documents deleted</th>
                        <th scope="col">Records purged</th>
                      </tr>
                    </thead>
                    <tbody>
                      {overview.runs.map((run) => (
                        <tr key={run.day}>
                          <td className="nowrap">
                            <time dateTime={run.day}>{RUN_DAY.format(new Date(`${run.day}T00:00:00Z`))}</time>
                            {run.finishedAt ? null : ' (running)'}
                          </td>
                          <td>{run.documentsDeleted.toLocaleString()}</td>
                          <td>{run.recordsPurged.toLocaleString()}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                </Box>
              )}
            </Box>
          </>
        ) : null}
      </QueryState>
    </Box>
  );
}
