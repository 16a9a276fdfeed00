import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AddIcon } from '@quorum/ui';
import { describedBy, type AnswerControlProps } from './answer-control.types';
import { FieldMessage } from './field-message';
import type { AttachedFile } from './file-list';
import { attachedFiles } from './file-upload-answer';
import { PersonEntry } from './person-entry';
import { personNoun } from './person-nouns';

export interface PersonListActions {
  onPersonFilesPicked: (personIndex: number, files: File[]) => void;
  onPersonFileRemoved: (personIndex: number, file: AttachedFile) => void;
  onPersonRemoved: (personIndex: number, fileIds: string[]) => void;
}

const blankPerson = (): Record<string, unknown> => ({ name: '', idNumber: '' });

function peopleOf(value: unknown): Array<Record<string, unknown>> {
  const people = Array.isArray(value) ? value.filter((person) => typeof person === 'object' && person !== null) : [];
  // An empty list shows one blank person to fill in; it becomes an answer on the first keystroke.
  return people.length > 0 ? (people as Array<Record<string, unknown>>) : [blankPerson()];
}

/** multiShareholder, multiTrustee, multiBeneficiary ("Person entry in a list"). */
export function PersonListAnswer({ question, value, error, onChange, ids, onPersonFilesPicked, onPersonFileRemoved, onPersonRemoved }: AnswerControlProps & PersonListActions) {
  const people = peopleOf(value);
  const noun = personNoun(question.id);
  const inputs = question.subInputs ?? [];
  const change = (index: number, field: string, next: string) =>
    onChange(people.map((person, i) => (i === index ? { ...person, [field]: next } : person)));
  return (
    <Box role="group" aria-labelledby={ids.heading} aria-describedby={describedBy(ids, question, error)} sx={{ display: 'grid', gap: 2 }}>
      {people.map((person, index) => (
        <PersonEntry
          key={index}
          fieldId={question.id}
          index={index}
          noun={noun}
          person={person}
          inputs={inputs}
          invalid={Boolean(error)}
          autofocus={index === 0}
          onFieldChange={(field, next) => change(index, field, next)}
          onFilesPicked={(files) => onPersonFilesPicked(index, files)}
          onFileRemoved={(file) => onPersonFileRemoved(index, file)}
          onRemove={people.length > 1 ? () => onPersonRemoved(index, attachedFiles(person['idDocuments']).map((file) => file.id)) : undefined}
        />
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => onChange([...people, blankPerson()])}>
          Add another {noun.toLowerCase()}
        </Button>
      </Box>
      <FieldMessage id={ids.error} message={error} />
    </Box>
  );
}
