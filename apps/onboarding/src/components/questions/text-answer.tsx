import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { isNoWebsite, NO_WEBSITE, type QuestionKind } from '@quorum/domain';
import { AUTOFOCUS, describedBy, type AnswerControlProps } from './answer-control.types';
import { FieldMessage } from './field-message';

const INPUT_TYPES: Partial<Record<QuestionKind, { type: string; inputMode?: 'email' | 'tel' | 'url' | 'decimal' }>> = {
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  url: { type: 'text', inputMode: 'url' },
  number: { type: 'number', inputMode: 'decimal' },
};

// Browser autofill only where the answer is the applicant's own, never a representative's.
const AUTOCOMPLETE: Record<string, string> = { fullName: 'name', email: 'email', phoneNumber: 'tel', occupation: 'organization-title' };

/** text, textarea, email, tel, url (with the no-website choice) and number. */
export function TextAnswer({ question, value, error, onChange, ids, placeholder }: AnswerControlProps) {
  const noWebsite = question.type === 'url' && typeof value === 'string' && isNoWebsite(value);
  const text = typeof value === 'string' && !noWebsite ? value : typeof value === 'number' ? String(value) : '';
  const multiline = question.type === 'textarea';
  const input = INPUT_TYPES[question.type] ?? { type: 'text' };
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <OutlinedInput
        id={`${question.id}-input`}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={noWebsite ? 'No website' : placeholder}
        disabled={noWebsite}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        type={input.type}
        inputProps={{
          ...AUTOFOCUS,
          inputMode: input.inputMode,
          autoComplete: AUTOCOMPLETE[question.id] ?? 'off',
          'aria-labelledby': ids.heading,
          'aria-describedby': describedBy(ids, question, error),
          'aria-invalid': Boolean(error),
          'aria-required': !question.optional,
        }}
      />
      {question.type === 'url' ? (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={noWebsite} onChange={(event) => onChange(event.target.checked ? NO_WEBSITE : '')} />}
          label="There is no website"
        />
      ) : null}
      <FieldMessage id={ids.error} message={error} />
    </FormControl>
  );
}
