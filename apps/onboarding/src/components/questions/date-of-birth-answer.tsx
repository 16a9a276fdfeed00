import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { CONSTANTS } from '@quorum/domain';
import { AUTOFOCUS, describedBy, type AnswerControlProps } from './answer-control.types';
import { FieldMessage } from './field-message';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The answer as 'YYYY-MM-DD', built from three dropdowns. An incomplete choice is kept as a
 * partial string ('1980-02-'), which the domain rule answers with 'Please select a valid date
 * from the dropdowns'; an impossible one (31 February) gets the same message.
 */
export function splitDate(value: unknown): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = typeof value === 'string' ? value.split('-') : [];
  return { year, month, day };
}

export function joinDate(parts: { year: string; month: string; day: string }): string {
  return parts.year === '' && parts.month === '' && parts.day === '' ? '' : `${parts.year}-${parts.month}-${parts.day}`;
}

/** dateOfBirth, used for dates of birth and of formation: month, day, year. */
export function DateOfBirthAnswer({ question, value, error, onChange, ids }: AnswerControlProps) {
  const parts = splitDate(value);
  // The year list spans the range the rule accepts: this year back to 120 years ago.
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: CONSTANTS.MAX_DATE_AGE_YEARS + 1 }, (_, i) => String(thisYear - i));
  const change = (part: 'year' | 'month' | 'day') => (event: { target: { value: string } }) => onChange(joinDate({ ...parts, [part]: event.target.value }));
  const select = (part: 'month' | 'day' | 'year', label: string, options: Array<[string, string]>, autofocus: boolean) => (
    <FormControl fullWidth error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel htmlFor={`${question.id}-${part}`} sx={{ fontSize: '0.875rem', mb: 0.5, color: 'text.secondary' }}>
        {label}
      </FormLabel>
      <NativeSelect
        value={parts[part]}
        onChange={change(part)}
        input={<OutlinedInput id={`${question.id}-${part}`} />}
        inputProps={{ ...(autofocus ? AUTOFOCUS : {}), 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(ids, question, error) } as object}
      >
        <option value="">{label}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
  return (
    <Box role="group" aria-labelledby={ids.heading}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1.3fr' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          {select('month', 'Month', MONTHS.map((name, i) => [String(i + 1).padStart(2, '0'), name]), true)}
        </Box>
        {select('day', 'Day', DAYS.map((day) => [day, String(Number(day))]), false)}
        {select('year', 'Year', years.map((year) => [year, year]), false)}
      </Box>
      <FieldMessage id={ids.error} message={error} />
    </Box>
  );
}
