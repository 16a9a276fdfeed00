import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../deals';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH } from '../admin.queries';
import { useGetApplicationScreeningQuery, useGetScreeningListsQuery } from '../screening.queries';
import { noMatchesText, NOT_SCREENED } from '../screening-text';
import { ScreeningHitCard } from './screening-hit-card';

/**
 * The application's people against the imported lists: each hit with its resolve form, and the
 * applicant's own answer to the PEP question beside them, so the reviewer weighs both.
 */
export function ApplicationScreening({ applicationId }: { applicationId: string }) {
  const screening = useGetApplicationScreeningQuery(applicationId, ALWAYS_FRESH);
  const lists = useGetScreeningListsQuery(undefined, ALWAYS_FRESH);
  const result = screening.currentData;
  return (
    <QueryState query={screening} label="the screening">
      {result ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>Politically exposed person? </Box>
            <Box component="span" sx={{ fontWeight: 600 }}>Applicant&apos;s answer: {result.pepAnswer ?? 'not asked'}</Box>
          </Typography>
          {result.screenedAt === null ? (
            <Typography color="text.secondary">{NOT_SCREENED}</Typography>
          ) : (
            <Typography color="text.secondary">Last screened {formatDate(result.screenedAt)}</Typography>
          )}
          {result.screenedAt !== null && result.hits.length === 0 ? <Typography>{noMatchesText(lists.currentData ?? [])}</Typography> : null}
          {result.hits.length > 0 ? (
            <Box component="ul" aria-label="Screening hits" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {result.hits.map((hit) => (
                <li key={hit.id}>
                  <ScreeningHitCard hit={hit} />
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </QueryState>
  );
}
