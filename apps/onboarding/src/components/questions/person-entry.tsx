import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { PERSON_ID_DOCUMENT_RULES, type SubInput } from '@quorum/domain';
import { DeleteIcon } from '@quorum/ui';
import { FileDropZone } from './file-drop-zone';
import { fileHint, FileList, type AttachedFile } from './file-list';
import { attachedFiles } from './file-upload-answer';

export interface PersonEntryProps {
  fieldId: string;
  index: number;
  noun: string;
  person: Record<string, unknown>;
  inputs: readonly SubInput[];
  invalid: boolean;
  autofocus: boolean;
  onFieldChange: (field: string, value: string) => void;
  onFilesPicked: (files: File[]) => void;
  onFileRemoved: (file: AttachedFile) => void;
  onRemove?: () => void;
}

/** One person of an owner, partner, trustee or beneficiary list: name, ownership %, ID number, ID documents. */
export function PersonEntry({ fieldId, index, noun, person, inputs, invalid, autofocus, onFieldChange, onFilesPicked, onFileRemoved, onRemove }: PersonEntryProps) {
  const title = `${noun} ${index + 1}`;
  const titleId = `${fieldId}-${index}-title`;
  return (
    <Box component="fieldset" aria-labelledby={titleId} sx={{ m: 0, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {onRemove ? (
          <Button size="small" color="inherit" startIcon={<DeleteIcon />} onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
            Remove
          </Button>
        ) : null}
      </Box>
      {inputs.map((input, inputIndex) => {
        const id = `${fieldId}-${index}-${input.id}`;
        if (input.type === 'fileUpload') {
          const files = attachedFiles(person[input.id]);
          return (
            <Box key={input.id}>
              <Typography id={`${id}-label`} sx={{ fontWeight: 600, mb: 1, fontSize: '0.9375rem' }}>
                {input.label}
              </Typography>
              <FileDropZone
                inputId={id}
                accept={PERSON_ID_DOCUMENT_RULES.acceptedFileTypes}
                multiple={PERSON_ID_DOCUMENT_RULES.maxFiles > 1}
                onFiles={onFilesPicked}
                buttonLabel={`${input.label}, ${title}`}
                labelledBy={`${id}-label ${titleId}`}
                hint={fileHint(PERSON_ID_DOCUMENT_RULES.maxFiles, PERSON_ID_DOCUMENT_RULES.acceptedFileTypes)}
                invalid={invalid && files.length === 0}
              />
              <FileList files={files} onRemove={onFileRemoved} label={`${input.label}, ${title}`} />
            </Box>
          );
        }
        const value = person[input.id];
        return (
          <FormControl key={input.id} fullWidth>
            <FormLabel htmlFor={id} sx={{ fontSize: '0.9375rem', fontWeight: 600, color: 'text.primary', mb: 0.75 }}>
              {input.label}
              {input.optional ? ' (optional)' : ''}
            </FormLabel>
            <OutlinedInput
              id={id}
              value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
              onChange={(event) => onFieldChange(input.id, event.target.value)}
              placeholder={input.placeholder}
              type={input.type === 'number' ? 'number' : 'text'}
              endAdornment={input.id === 'ownershipPercentage' ? <InputAdornment position="end">%</InputAdornment> : undefined}
              inputProps={{
                ...(autofocus && inputIndex === 0 ? { 'data-autofocus': true } : {}),
                ...(input.type === 'number' ? { min: 0, max: 100, step: 'any', inputMode: 'decimal' } : { autoComplete: 'off' }),
                'aria-invalid': invalid && (value === undefined || value === ''),
              }}
            />
          </FormControl>
        );
      })}
    </Box>
  );
}
