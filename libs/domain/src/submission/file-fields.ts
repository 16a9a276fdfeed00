import { isFileRef, readProp } from '../questions/answer-values';
import { canonicalizeAnswers } from '../questions/question-aliases';
import type { FileRef } from '../questions/question.types';
import { isFileAnswer, isPersonListAnswer } from './answer-kinds';
import { documentTypeFor } from './document-type';

/** One POST /api/documents/upload call: a file field and everything uploaded under it. */
export interface FileField<F extends FileRef = FileRef> {
  readonly fieldId: string;
  readonly documentType: string;
  readonly files: readonly F[];
}

/**
 * The uploads that follow the submission, one per file field: each upload
 * answer, and one per person list holding all its people's ID documents. F lets the app get its
 * own File objects back (they are FileRefs by shape). Empty fields are left out.
 */
export function fileFieldsOf<F extends FileRef = FileRef>(answers: unknown): Array<FileField<F>> {
  const fields: Array<FileField<F>> = [];
  for (const [fieldId, value] of Object.entries(canonicalizeAnswers(answers))) {
    const files = isPersonListAnswer(fieldId, value)
      ? value.flatMap((person: unknown) => filesIn(readProp(person, 'idDocuments')))
      : isFileAnswer(fieldId, value)
        ? filesIn(value)
        : [];
    if (files.length > 0) fields.push({ fieldId, documentType: documentTypeFor(fieldId), files: files as F[] });
  }
  return fields;
}

function filesIn(value: unknown): FileRef[] {
  if (isFileRef(value)) return [value];
  return Array.isArray(value) ? value.filter(isFileRef) : [];
}
