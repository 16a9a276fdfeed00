import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { QuestionOption } from '@quorum/domain';
import { AUTOFOCUS, describedBy, type AnswerControlProps } from './answer-control.types';
import { FieldMessage } from './field-message';

const YES_NO: readonly QuestionOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * radio, yesNo and applicationType: native radio buttons in a labelled group,
 * so arrow keys move between options and Space picks one; Enter then goes on (the step's handler).
 */
export function ChoiceAnswer({ question, value, error, onChange, ids }: AnswerControlProps) {
  const options = question.type === 'yesNo' ? YES_NO : (question.options ?? []);
  const selected = typeof value === 'string' ? value : '';
  const compact = question.type === 'yesNo';
  return (
    <Box>
      <RadioGroup
        name={question.id}
        value={selected}
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={ids.heading}
        aria-describedby={describedBy(ids, question, error)}
        sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: compact ? { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 180px))' } : '1fr' }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={
              <Radio
                slotProps={{ input: { ...(index === 0 || option.value === selected ? AUTOFOCUS : {}), 'aria-invalid': Boolean(error) } as object }}
                sx={{ mt: option.description ? -0.75 : 0 }}
              />
            }
            label={<OptionLabel option={option} />}
            sx={{
              m: 0,
              alignItems: option.description ? 'flex-start' : 'center',
              p: 1.25,
              pr: 2,
              border: 1,
              borderRadius: 2,
              borderColor: option.value === selected ? 'primary.main' : error ? 'error.main' : 'divider',
              bgcolor: option.value === selected ? 'rgba(31, 58, 95, 0.06)' : 'background.paper',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': { borderColor: 'primary.main' },
            }}
          />
        ))}
      </RadioGroup>
      <FieldMessage id={ids.error} message={error} />
    </Box>
  );
}

function OptionLabel({ option }: { option: QuestionOption }) {
  const detail = option.description ?? option.subLabel;
  return (
    <Box sx={{ py: 0.25 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {option.label}
      </Typography>
      {detail ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
