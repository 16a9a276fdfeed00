import FormControl from '@mui/material/FormControl';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { US_STATES, type QuestionOption } from '@quorum/domain';
import { AUTOFOCUS, describedBy, type AnswerControlProps } from './answer-control.types';
import { FieldMessage } from './field-message';

/**
 * A native select: the platform's own list, typeahead and screen-reader support on every device,
 * with none of a custom listbox's weight. stateSelect lists the US states; the country select
 * gets COUNTRIES from its own chunk (country-answer.tsx).
 */
export function SelectAnswer({ question, value, error, onChange, ids, options = US_STATES, prompt = 'Select a state' }: AnswerControlProps & { options?: readonly QuestionOption[]; prompt?: string }) {
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <NativeSelect
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={`${question.id}-input`} />}
        inputProps={{ ...AUTOFOCUS, 'aria-labelledby': ids.heading, 'aria-describedby': describedBy(ids, question, error), 'aria-invalid': Boolean(error) } as object}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldMessage id={ids.error} message={error} />
    </FormControl>
  );
}
