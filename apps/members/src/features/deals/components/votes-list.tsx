import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { voteSide, type RecommendationEntry } from '@quorum/domain';
import { CancelIcon, CheckCircleIcon } from '@quorum/ui';

const ROLE_LABEL: Record<RecommendationEntry['role'], string> = {
  product: 'Product analyst',
  technical: 'Technical analyst',
  business: 'Business analyst',
  member: 'Member',
};

/** Who voted what and why: the three analysts of the review agent, then the members. */
export function VotesList({ entries, empty }: { entries: RecommendationEntry[]; empty: string }) {
  if (entries.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry, index) => {
        const side = voteSide(entry.vote);
        return (
          <Box component="li" key={`${entry.agent}-${index}`} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            {side === 'yes' ? <CheckCircleIcon sx={{ color: 'success.main', mt: '2px' }} /> : <CancelIcon sx={{ color: side === 'no' ? 'error.main' : 'text.disabled', mt: '2px' }} />}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {entry.agent}{' '}
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem' }}>
                  {entry.agent.toLowerCase() === ROLE_LABEL[entry.role].toLowerCase() ? '' : `· ${ROLE_LABEL[entry.role]} `}· voted {side === 'yes' ? 'Yes' : side === 'no' ? 'No' : String(entry.vote ?? 'nothing')}
                </Typography>
              </Typography>
              {entry.recommendation ? <Typography sx={{ mt: 0.5, color: 'text.secondary', whiteSpace: 'pre-line' }}>{entry.recommendation}</Typography> : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
