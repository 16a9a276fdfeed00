import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useContext, useEffect, useState } from 'react';
import { AUTOFOCUS, describedBy, type AnswerControlProps } from './answer-control.types';
import { AddressSuggestionsContext } from './address-suggestions';
import { FieldMessage } from './field-message';

const DEBOUNCE_MS = 150;

/**
 * address ("address (search)"): a plain text field, so any address can be typed,
 * with suggestions from the pluggable source in a listbox (arrow keys, Enter picks one; Enter with
 * none highlighted goes on to the next question).
 */
export function AddressAnswer({ question, value, error, onChange, ids, placeholder, known }: AnswerControlProps & { known: readonly string[] }) {
  const source = useContext(AddressSuggestionsContext);
  const text = typeof value === 'string' ? value : '';
  const [options, setOptions] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source
        .suggest(text, { known: known.filter((address) => address !== text) }, controller.signal)
        .then((found) => !controller.signal.aborted && setOptions(found))
        .catch(() => setOptions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, text, known]);

  return (
    <FormControl fullWidth error={Boolean(error)}>
      <Autocomplete
        freeSolo
        disableClearable
        options={options}
        filterOptions={(all) => all}
        inputValue={text}
        onInputChange={(_event, next) => onChange(next)}
        value={text}
        onChange={(_event, next) => onChange(typeof next === 'string' ? next : '')}
        id={`${question.id}-input`}
        renderInput={(params) => (
          <OutlinedInput
            ref={params.slotProps.input.ref}
            className={params.slotProps.input.className}
            onMouseDown={params.slotProps.input.onMouseDown}
            endAdornment={params.slotProps.input.endAdornment}
            disabled={params.disabled}
            fullWidth
            placeholder={placeholder}
            inputProps={{
              ...params.slotProps.htmlInput,
              ...AUTOFOCUS,
              'aria-labelledby': ids.heading,
              'aria-describedby': describedBy(ids, question, error),
              'aria-invalid': Boolean(error),
            }}
          />
        )}
      />
      <FieldMessage id={ids.error} message={error} />
    </FormControl>
  );
}
