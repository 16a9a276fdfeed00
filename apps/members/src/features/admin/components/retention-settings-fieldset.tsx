import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsDraft, SettingsErrors } from '../settings-form-model';

type RetentionField = 'closedApplicationDocumentsDays' | 'kycRetentionYears';

const FIELDS: Array<{ field: RetentionField; label: string; hint: string }> = [
  {
    field: 'closedApplicationDocumentsDays',
    label: 'Delete documents of rejected or withdrawn applications after (days)',
    hint: 'Counted from the day the application closed: long enough to answer a question about the decision.',
  },
  {
    field: 'kycRetentionYears',
    label: 'Keep former members’ KYC records for (years)',
    hint: 'Counted from the day the membership ended. Anti-money-laundering record-keeping rules typically ask for five years.',
  },
];

/**
 * How long the network keeps what it must not keep forever (docs/flows/data-rights.md), bounded by
 * the domain's retention policy schema; saved with the rest of the settings.
 */
export function RetentionSettingsFieldset({ draft, errors, onChange }: { draft: SettingsDraft; errors: SettingsErrors; onChange: (change: Partial<SettingsDraft>) => void }) {
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        Data retention
      </Typography>
      {FIELDS.map(({ field, label, hint }) => (
        <TextField
          key={field}
          label={label}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value.replace(/[^\d]/g, '').slice(0, 5) })}
          error={errors[field] !== undefined}
          helperText={errors[field] ?? hint}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 520 }}
        />
      ))}
    </Box>
  );
}
