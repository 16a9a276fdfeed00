import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseAmount, parseWholeAmount } from '@quorum/domain';
import { useId, useState, type FormEvent } from 'react';

export interface ActionField {
  name: string;
  label: string;
  /** `amount`: to the cent; `wholeAmount`: whole units (a round's limits); both sent as minor units. */
  kind: 'amount' | 'wholeAmount' | 'day' | 'datetime' | 'text' | 'multiline' | 'select';
  options?: ReadonlyArray<{ value: string; label: string }>;
  initial?: string;
  help?: string;
}

/** A filled form: amounts already in minor units as digits, days as YYYY-MM-DD, instants as ISO. */
export type ActionValues = Record<string, string>;

/**
 * One admin action on a round as a small form: amounts are read as text into minor units of
 * `currency` (never through a floating-point number), every field is required, and the API's
 * refusal is shown in its own words.
 */
export function RoundActionForm({ title, fields, submitLabel, currency, onSubmit }: { title: string; fields: readonly ActionField[]; submitLabel: string; currency: string | ((values: Record<string, string>) => string); onSubmit: (values: ActionValues) => Promise<string | null> }) {
  const headingId = useId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unit = typeof currency === 'string' ? currency : currency(values);
    const found: Record<string, string> = {};
    const read: ActionValues = {};
    for (const field of fields) {
      const text = (values[field.name] ?? '').trim();
      if (text === '') {
        found[field.name] = 'Required';
        continue;
      }
      if (field.kind === 'amount' || field.kind === 'wholeAmount') {
        const amount = (field.kind === 'amount' ? parseAmount : parseWholeAmount)(text, unit);
        if (amount.ok) read[field.name] = amount.minor.toString();
        else found[field.name] = amount.message;
      } else if (field.kind === 'datetime') {
        const at = new Date(text);
        if (Number.isNaN(at.getTime())) found[field.name] = 'Enter a date and time';
        else read[field.name] = at.toISOString();
      } else {
        read[field.name] = text;
      }
    }
    setProblems(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const refused = await onSubmit(read);
    setBusy(false);
    setFailure(refused);
    setDone(refused === null);
  };

  return (
    <Box component="form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography component="h3" id={headingId} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={Boolean(problems[field.name])}
            helperText={problems[field.name] ?? field.help}
            select={field.kind === 'select'}
            multiline={field.kind === 'multiline'}
            minRows={field.kind === 'multiline' ? 3 : undefined}
            type={field.kind === 'day' ? 'date' : field.kind === 'datetime' ? 'datetime-local' : 'text'}
            sx={field.kind === 'multiline' ? { gridColumn: { sm: '1 / -1' } } : undefined}
            slotProps={{
              inputLabel: field.kind === 'day' || field.kind === 'datetime' ? { shrink: true } : {},
              htmlInput: field.kind === 'amount' || field.kind === 'wholeAmount' ? { inputMode: 'decimal', autoComplete: 'off' } : {},
            }}
          >
            {field.options?.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
          {submitLabel}
        </Button>
        <Typography role="status" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
          {busy ? 'Saving…' : done ? 'Saved' : ''}
        </Typography>
      </Box>
      {failure ? (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      ) : null}
    </Box>
  );
}
