import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminApplicationDetail } from '@quorum/domain';
import { RevealValue } from './reveal-value';

/** Owners, partners, trustees, beneficiaries, the grantor…: each with their masked ID number. */
export function ApplicationPeople({ application }: { application: AdminApplicationDetail }) {
  if (application.people.length === 0) return <Typography color="text.secondary">No people listed.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {application.people.map((person) => (
        <Box component="li" key={person.id} sx={{ display: 'grid', gridTemplateColumns: { sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{person.name}</Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {person.role}
              {person.ownershipPercentage ? ` · ${person.ownershipPercentage}%` : ''}
            </Typography>
          </Box>
          <Box>
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', mr: 1 }}>ID number</Typography>
            {person.idNumber ? <RevealValue applicationId={application.id} target={{ personId: person.id }} masked={person.idNumber} label={`the ID number of ${person.name}`} /> : '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
