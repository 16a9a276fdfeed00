import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CONSTANTS, founderContactPlaceholder, type FounderContactType } from '@quorum/domain';

export interface ContactRowDraft {
  name: string;
  contactType: FounderContactType;
  contactValue: string;
}

export const EMPTY_CONTACT: ContactRowDraft = { name: '', contactType: 'Email', contactValue: '' };

/**
 * One founder contact: a name, how to reach them, and the value with
 * the type's placeholder; Email gets an email input. `errors` marks the fields left empty.
 */
export function ContactRow({ label, value, errors, onChange }: { label: string; value: ContactRowDraft; errors: { name: boolean; value: boolean }; onChange: (next: ContactRowDraft) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 150px' } }}>
      <TextField
        label={`${label} founder name`}
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={errors.name}
        helperText={errors.name ? 'Enter the founder’s name' : undefined}
        autoComplete="off"
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Contact value"
        type={value.contactType === 'Email' ? 'email' : 'text'}
        value={value.contactValue}
        placeholder={founderContactPlaceholder(value.contactType)}
        onChange={(event) => onChange({ ...value, contactValue: event.target.value })}
        error={errors.value}
        helperText={errors.value ? 'Enter how to reach them' : undefined}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 320 }, inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Contact type"
        value={value.contactType}
        onChange={(event) => onChange({ ...value, contactType: event.target.value as FounderContactType })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {CONSTANTS.CONTACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
