import Box from '@mui/material/Box';
import { questionFileRules } from '@quorum/domain';
import { describedBy, type AnswerControlProps } from './answer-control.types';
import { FieldMessage } from './field-message';
import { FileDropZone } from './file-drop-zone';
import { fileHint, FileList, type AttachedFile } from './file-list';

export interface FileActions {
  onFilesPicked: (files: File[]) => void;
  onFileRemoved: (file: AttachedFile) => void;
}

export function attachedFiles(value: unknown): AttachedFile[] {
  return Array.isArray(value) ? (value.filter((file) => typeof file?.id === 'string') as AttachedFile[]) : [];
}

/** fileUpload: per-question maximum and types, the list with sizes, remove. */
export function FileUploadAnswer({ question, value, error, ids, onFilesPicked, onFileRemoved }: AnswerControlProps & FileActions) {
  const rules = questionFileRules(question);
  const files = attachedFiles(value);
  return (
    <Box>
      <FileDropZone
        inputId={`${question.id}-input`}
        accept={rules.acceptedFileTypes}
        multiple={rules.maxFiles > 1}
        onFiles={onFilesPicked}
        buttonLabel={question.question}
        labelledBy={ids.heading}
        describedBy={[`${question.id}-hint`, describedBy(ids, question, error)].filter(Boolean).join(' ')}
        hint={`${fileHint(rules.maxFiles, rules.acceptedFileTypes)}${files.length > 0 ? ` (${files.length} attached)` : ''}`}
        invalid={Boolean(error)}
        autofocus
      />
      <span id={`${question.id}-hint`} hidden>
        {fileHint(rules.maxFiles, rules.acceptedFileTypes)}
      </span>
      <FileList files={files} onRemove={onFileRemoved} label="Attached files" />
      <FieldMessage id={ids.error} message={error} />
    </Box>
  );
}
