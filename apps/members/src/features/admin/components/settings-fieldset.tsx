import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NumberField, SettingsDraft, SettingsErrors } from '../settings-form-model';

export interface WholeNumberFieldSpec {
  field: NumberField;
  label: string;
  hint: string;
}

/** One group of the Settings page: a fieldset whose legend reads as the group's heading. */
export function SettingsFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** Whole-number settings, each with its hint: typing keeps digits only (five at most); the domain's schema bounds them on save. */
export function WholeNumberFields({
  fields,
  draft,
  errors,
  onChange,
  maxWidth,
}: {
  fields: readonly WholeNumberFieldSpec[];
  draft: SettingsDraft;
  errors: SettingsErrors;
  onChange: (change: Partial<SettingsDraft>) => void;
  maxWidth: number;
}) {
  return fields.map(({ field, label, hint }) => (
    <TextField
      key={field}
      label={label}
      value={draft[field]}
      onChange={(event) => onChange({ [field]: event.target.value.replace(/[^\d]/g, '').slice(0, 5) })}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth }}
    />
  ));
}
