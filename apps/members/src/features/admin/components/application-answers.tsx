import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { findQuestion, type AdminApplicationDetail } from '@quorum/domain';
import { RevealValue } from './reveal-value';

/** An answer in words: lists of people or files by name, yes/no as written, objects as their values. */
function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : describe(item))).join(', ') || '—';
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).filter((part) => part !== null && part !== '').map(describe).join(', ');
  return String(value);
}

/** Every answer of the application, labelled with its question; KYC identifiers masked until revealed. */
export function ApplicationAnswers({ application }: { application: AdminApplicationDetail }) {
  const entries = Object.entries(application.answers);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {entries.map(([id, value]) => {
        const label = findQuestion(id, application.answers)?.question ?? id;
        return (
          <Box key={id} sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: { xs: 0.25, md: 2 }, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{label}</Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {application.maskedFields.includes(id) ? <RevealValue applicationId={application.id} target={{ field: id }} masked={describe(value)} label={label} /> : describe(value)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
